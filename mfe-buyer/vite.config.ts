import { defineConfig } from 'vite';
import { remoteConfig } from '../scripts/vite-config.ts';

export default defineConfig((env) => remoteConfig('buyer', 5172, env));
