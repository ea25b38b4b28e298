import * as blog from './blog';
import * as events from './events';
import * as graphics from './graphics';
import { isOperation, type Operation } from './operation';

/**
 * Every operation of the API, from each feature's contract module. The server checks at start-up
 * that it mounts each one, and a test that nothing is mounted outside it.
 */
const MODULES: readonly Record<string, unknown>[] = [blog, events, graphics];

export const OPERATIONS: readonly Operation[] = MODULES.flatMap((module) => Object.values(module).filter(isOperation));
