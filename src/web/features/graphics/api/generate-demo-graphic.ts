import { createDemoGraphic } from '../../../../shared/contract/graphics';
import type { GraphicRequest } from '../../../../shared/domain/graphics';
import { callOperation } from '../../../lib/api/call-operation';

/** The public demo graphic, stored on the server; the answer is its URL. */
export const generateDemoGraphic = (request: GraphicRequest) => callOperation(createDemoGraphic, { body: request });
