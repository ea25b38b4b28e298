import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * A web feature (src/web/features/<name>/) is used through its routes, which the app router
 * mounts; it does not reach into another feature, nor into src/web/app (the router, layouts and
 * providers, which import the features). Code that several features need lives in
 * src/web/components (UI) or src/web/lib. The option `allow` lists patterns, matched against the
 * target's path inside its feature folder without its extension, of modules every feature may
 * import anyway.
 */
const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports neither another feature nor src/web/app' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        "Feature '{{from}}' imports '{{source}}' from feature '{{to}}'; features do not import each other (move shared code to src/web/components or src/web/lib).",
      app: "Feature '{{from}}' imports '{{source}}' from src/web/app; the app imports features, not the other way round (move shared code to src/web/components or src/web/lib).",
    },
  },
  create(context) {
    const options = (context.options[0] ?? {}) as { allow?: string[] };
    const allow = (options.allow ?? []).map((pattern) => new RegExp(pattern));
    const filename = context.filename.split(path.sep).join('/');
    const match = /^(.*\/src\/web)\/features\/([^/]+)\//.exec(filename);
    if (!match) return {};
    const [, webRoot, from] = match as unknown as [string, string, string];

    function check(node: Rule.Node, source: unknown) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(filename), source);
      if (target === `${webRoot}/app` || target.startsWith(`${webRoot}/app/`)) {
        context.report({ node, messageId: 'app', data: { from, source } });
        return;
      }
      const inFeature = target.startsWith(`${webRoot}/features/`) ? target.slice(`${webRoot}/features/`.length).split('/') : null;
      if (!inFeature) return;
      const [to, ...rest] = inFeature;
      if (!to || to === from) return;
      const inside = rest.join('/').replace(/\.(tsx?|jsx?)$/, '');
      if (allow.some((pattern) => pattern.test(inside))) return;
      context.report({ node, messageId: 'otherFeature', data: { from, to, source } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export default rule;
