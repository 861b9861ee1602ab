import { defineConfig } from 'vite';
import { remoteConfig } from '../scripts/vite-config.ts';

export default defineConfig(remoteConfig('admin', 5173));
