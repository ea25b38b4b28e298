import type { z } from 'zod';
import type { graphicUrlSchema } from '../../../../shared/contract/graphics';
import type { GraphicRequest } from '../../../../shared/domain/graphics';
import { apiJson } from '../../../lib/api-request';

/** POST /api/generate-graphic: the public demo graphic, stored on the server; the answer is its URL. */
export const generateDemoGraphic = (request: GraphicRequest) =>
  apiJson<z.infer<typeof graphicUrlSchema>>('POST', '/api/public/generate-graphic', request);
