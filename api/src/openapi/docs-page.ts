import { endpoints } from './operations';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A readable, self-contained page of the endpoints (no script, no outside resource). */
export function docsPage(title: string): string {
  const rows = endpoints
    .map(
      (endpoint) =>
        `<tr><td><code>${escapeHtml(endpoint.route)}</code></td><td>${escapeHtml(endpoint.who)}</td><td>${escapeHtml(endpoint.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1.5rem;color:#172026}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #d5dde3}
code{font-size:.9em;word-break:break-word}th{background:#eef2f5}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Every path is under <code>/api/controllers/</code>. Answers are JSON with <code>status</code> ('success' or 'error') and, on error, <code>message</code>.
Sessions go in the <code>Authorization: Bearer</code> header. The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table>
<thead><tr><th scope="col">Method and path</th><th scope="col">Who</th><th scope="col">What it does</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
