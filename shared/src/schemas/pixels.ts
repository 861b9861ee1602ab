import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';

// SPEC §6 words these messages without a final full stop; the catalog keeps them so.

const key = (label: 'apiKey' | 'secondaryApiKey') =>
  z
    .string({ error: m('pixel.required', { label }) })
    .trim()
    .max(500, m('pixel.tooLong', { label }))
    .regex(/^[A-Za-z0-9_\-.:]*$/, m('pixel.characters', { label }));

export const locationSchema = z
  .string({ error: m('pixel.locationRequired') })
  .trim()
  .min(1, m('pixel.locationRequired'))
  .max(200, m('pixel.locationTooLong'))
  .regex(/^\/[A-Za-z0-9_\-/]*$/, m('pixel.locationPath'));

/** POST pixels.php and PUT pixels.php?id= (SPEC §6 messages). */
export const pixelBodySchema = z.object({
  api_key: key('apiKey').min(1, m('pixel.required', { label: 'apiKey' })),
  api_key_secondary: z
    .union([key('secondaryApiKey'), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  location: locationSchema,
});
export type PixelBody = z.output<typeof pixelBodySchema>;

export const pixelAdminSchema = z.object({
  id: z.number(),
  api_key: z.string(),
  api_key_secondary: z.string().nullable(),
  location: z.string(),
});
export const pixelPublicSchema = z.object({ id: z.number(), api_key: z.string() });
export const pixelsAdminResponseSchema = z.object({ status: z.literal('success'), api_keys: z.array(pixelAdminSchema) });
export const pixelsPublicResponseSchema = z.object({ status: z.literal('success'), api_keys: z.array(pixelPublicSchema) });
