import { z } from 'zod';

const key = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .regex(/^[A-Za-z0-9_\-.:]*$/, `${label} may contain only letters, digits and _ - . :`);

export const locationSchema = z
  .string({ error: 'Location is required' })
  .trim()
  .min(1, 'Location is required')
  .max(200, 'Location must be at most 200 characters')
  .regex(/^\/[A-Za-z0-9_\-/]*$/, "Location must be a path such as '/dashboard'");

/** POST pixels.php and PUT pixels.php?id= (SPEC §6 messages). */
export const pixelBodySchema = z.object({
  api_key: key('API Key').min(1, 'API Key is required'),
  api_key_secondary: z
    .union([key('Secondary API Key'), z.null()])
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
