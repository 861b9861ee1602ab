import { defineConfig } from 'vite';
import { shellConfig } from '../scripts/vite-config.ts';

export default defineConfig((env) => shellConfig(5170, env));
