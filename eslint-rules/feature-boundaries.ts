import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * A web feature (src/web/features/<name>/) is used through its routes, which the app router
 * mounts; it does not reach into another feature, nor into src/web/app (the router, layouts and
 * providers, which import the features). Code that several features need lives in
 * src/web/components (UI) or src/web/lib, and those depend on neither features nor the app.
 *
 * A server feature (src/server/features/<name>/) likewise imports no other server feature: what
 * several features need lives below them (src/server/domain for shared rules, the infrastructure
 * directories for the rest, src/server/test for test helpers), and a service one feature lends
 * another is handed over where the app is composed (src/server/app.ts, compose.ts), which imports
 * every feature and is no feature itself.
 */
const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A web feature imports neither another feature nor src/web/app; shared code imports neither. A server feature imports no other server feature.',
    },
    schema: [],
    messages: {
      otherFeature:
        "Feature '{{from}}' imports '{{source}}' from feature '{{to}}'; features do not import each other (move shared code to src/web/components or src/web/lib).",
      app: "Feature '{{from}}' imports '{{source}}' from src/web/app; the app imports features, not the other way round (move shared code to src/web/components or src/web/lib).",
      shared:
        "Shared module in src/web/{{from}} imports '{{source}}' from src/web/{{to}}; shared code depends on no feature and not on the app.",
      otherServerFeature:
        "Server feature '{{from}}' imports '{{source}}' from server feature '{{to}}'; server features do not import each other (move a shared rule to src/server/domain, a test helper to src/server/test, or pass a service in where the app is composed).",
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const server = /^(.*\/src\/server)\/features\/([^/]+)\//.exec(filename);
    if (server) return serverFeature(context, filename, server[1]!, server[2]!);
    const match = /^(.*\/src\/web)\/(features\/([^/]+)|lib|components)\//.exec(filename);
    if (!match) return {};
    const webRoot = match[1]!;
    const feature = match[3];
    const shared = feature ? null : match[2]!;

    function check(node: Rule.Node, source: unknown) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(filename), source);
      const inApp = target === `${webRoot}/app` || target.startsWith(`${webRoot}/app/`);
      const to = target.startsWith(`${webRoot}/features/`) ? target.slice(`${webRoot}/features/`.length).split('/')[0] : undefined;
      if (shared) {
        if (inApp || to)
          context.report({ node, messageId: 'shared', data: { from: shared, source, to: inApp ? 'app' : `features/${to}` } });
        return;
      }
      if (inApp) context.report({ node, messageId: 'app', data: { from: feature!, source } });
      else if (to && to !== feature) context.report({ node, messageId: 'otherFeature', data: { from: feature!, to, source } });
    }

    return visitors(check);
  },
};

/** A file of server feature `feature`: any relative import that lands in another server feature is reported. */
function serverFeature(context: Rule.RuleContext, filename: string, serverRoot: string, feature: string): Rule.RuleListener {
  const features = `${serverRoot}/features/`;
  return visitors((node, source) => {
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const target = path.posix.resolve(path.posix.dirname(filename), source);
    if (!target.startsWith(features)) return;
    const to = target.slice(features.length).split('/')[0]!;
    if (to !== feature) context.report({ node, messageId: 'otherServerFeature', data: { from: feature, to, source } });
  });
}

function visitors(check: (node: Rule.Node, source: unknown) => void): Rule.RuleListener {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => check(node, node.source?.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
  };
}

export default rule;
