// What "a key's tag" is (SPEC §5 tracking pixels), decided here and documented in
// shell/src/features/consent/README.md:
//
//   <img data-op-pixel-key="{api_key}" alt="" width="1" height="1" hidden src="{url}">
//
// one per primary key and page load, appended to <body>. An image is used rather than a script so
// that a configured key can never run third-party code inside the site. The URL comes from the
// build-time template VITE_PIXEL_URL_TEMPLATE with the placeholders {key} and {location}, e.g.
// 'https://pixels.example.com/collect.gif?id={key}&page={location}'. Without a template the tag is
// an inert marker (no src): it records which keys the location asked for and sends nothing.

export const PIXEL_ATTRIBUTE = 'data-op-pixel-key';

const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
const configuredTemplate = env?.VITE_PIXEL_URL_TEMPLATE ?? '';

export function pixelUrl(template: string, key: string, location: string): string | null {
  if (!template) return null;
  return template.replaceAll('{key}', encodeURIComponent(key)).replaceAll('{location}', encodeURIComponent(location));
}

function findTag(key: string): Element | null {
  for (const element of document.querySelectorAll(`[${PIXEL_ATTRIBUTE}]`)) {
    if (element.getAttribute(PIXEL_ATTRIBUTE) === key) return element;
  }
  return null;
}

/** Appends the key's tag unless this page load already has it. Returns true when it was added. */
export function loadPixelTag(key: string, location: string, template: string = configuredTemplate): boolean {
  if (findTag(key)) return false;
  const image = document.createElement('img');
  image.setAttribute(PIXEL_ATTRIBUTE, key);
  image.alt = '';
  image.width = 1;
  image.height = 1;
  image.hidden = true;
  image.referrerPolicy = 'strict-origin-when-cross-origin';
  const url = pixelUrl(template, key, location);
  if (url) image.src = url;
  document.body.appendChild(image);
  return true;
}

/** After a refusal no tag stays in the page. */
export function removePixelTags(): void {
  for (const element of document.querySelectorAll(`[${PIXEL_ATTRIBUTE}]`)) element.remove();
}
