import { defineConfig } from 'vite';
import { remoteServerConfig } from '../scripts/vite-config.ts';

export default defineConfig(() => remoteServerConfig('src/server/render-page.tsx'));
