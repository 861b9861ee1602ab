import { defineConfig } from 'vite';
import { remoteConfig } from '../scripts/vite-config.ts';

export default defineConfig((env) => remoteConfig('admin', 5173, env));
