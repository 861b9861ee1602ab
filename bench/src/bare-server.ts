// The reference point: Hono's hello world on @hono/node-server, in its own process like the product.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('bare server ready'));
process.on('SIGTERM', () => process.exit(0));
