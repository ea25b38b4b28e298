import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { getSpeakerPlan } from '../../shared/contract/plans';
import { operationRoute } from './operations';

/*
 * The type checker, not this test's run, is what holds here: `npm run typecheck` fails if a handler
 * may answer a shape its operation's response schema does not describe (the lines marked
 * @ts-expect-error would then compile, and the directive itself is the error).
 */
describe('operationRoute', () => {
  it("types each handler's answer by its operation's response schema", () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    const register = () => {
      app.route({
        ...operationRoute(getSpeakerPlan),
        // @ts-expect-error A field renamed or missing is not the operation's answer.
        handler: async () => ({ speakerId: 1, plan: 'free', record: null, changeList: [] }),
      });
      app.route({
        ...operationRoute(getSpeakerPlan),
        handler: async () => ({ speakerId: 1, plan: 'free' as const, record: null, changes: [] }),
      });
    };
    expect(typeof register).toBe('function');
  });
});
