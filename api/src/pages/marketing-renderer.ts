import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiClient } from '@openpresale/shared/api-client';

// Loads the marketing remote's server half (mfe-marketing/dist/server/render-page.js, built by
// scripts/vite-config.ts remoteServerConfig) and renders its pages. The file is imported again
// whenever it changes on disk, so replacing the remote's dist folder changes the served HTML
// without a restart, a shell build or an API build.

/** One query the page was rendered from, handed to the browser's query cache. */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  siteName: string;
  /** The link-preview picture the issuer set: an absolute URL or a path on this site. */
  image?: string | null;
  queries: RenderedQuery[];
  /** The language the markup is in; a server half older than the languages renders English only. */
  locale?: string;
}

interface RenderModule {
  paths: string[];
  renderPage(path: string, api: ApiClient, options?: { locale?: string }): Promise<RenderedPage>;
}

function isRenderModule(value: unknown): value is RenderModule {
  const module = value as Partial<RenderModule> | null;
  return Array.isArray(module?.paths) && typeof module?.renderPage === 'function';
}

export interface MarketingRenderer {
  /** The rendered page in `locale`, or null when `path` is not a marketing page or there is no server half. */
  render(path: string, api: ApiClient, locale: string): Promise<RenderedPage | null>;
  /** Loads the server half now, so the first visitor does not wait for it. */
  warm(): Promise<void>;
}

export function marketingRenderer(root: string): MarketingRenderer {
  const file = join(root, 'mfe-marketing', 'dist', 'server', 'render-page.js');
  let loaded: { version: string; module: Promise<RenderModule | null> } | null = null;

  async function current(): Promise<RenderModule | null> {
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      return null; // not built: the shell renders the page in the browser, as before
    }
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(file).href}?version=${encodeURIComponent(version)}`;
      loaded = {
        version,
        module: import(/* @vite-ignore */ url).then(
          (module: unknown) => {
            if (isRenderModule(module)) return module;
            console.error(`[pages] ${file} does not export paths and renderPage; pages are rendered in the browser only`);
            return null;
          },
          (error: unknown) => {
            console.error(`[pages] ${file} could not be loaded; pages are rendered in the browser only`, error);
            return null;
          },
        ),
      };
    }
    return loaded.module;
  }

  return {
    async warm() {
      await current();
    },
    async render(path, api, locale) {
      const module = await current();
      if (!module || !module.paths.includes(path)) return null;
      return module.renderPage(path, api, { locale });
    },
  };
}
