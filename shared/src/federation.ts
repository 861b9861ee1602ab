// The one map of federation singletons. Every vite config (shell and the three remotes) imports
// it, so the four builds cannot drift apart: a package left out of one remote silently gives that
// remote a second copy (and a second React context).
//
// react-router-dom and @tanstack/react-query are shared tree-shaken: the shell provides a copy
// holding only the exports listed here (a visitor on / downloads ~14 KiB of router instead of
// 63). The list is a contract between the four builds: a singleton consumer gets the shell's
// copy whatever it imports, so an export missing from it would be undefined in a remote. The
// builds therefore refuse an import of any other export (scripts/vite-config.ts), and a remote
// that needs a new one must add it here and the shell must be released first.
export const sharedExports = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'useMutation', 'useQuery', 'useQueryClient'],
} as const;

export const federationShared = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.18.0',
    treeShaking: { mode: 'runtime-infer', usedExports: [...sharedExports['react-router-dom']] as string[] },
  },
  '@tanstack/react-query': {
    singleton: true,
    requiredVersion: '^5.108.0',
    treeShaking: { mode: 'runtime-infer', usedExports: [...sharedExports['@tanstack/react-query']] as string[] },
  },
  '@openpresale/shared': { singleton: true, requiredVersion: '^0.1.0' },
} as const;

/** Names under which the shell registers the remotes; remotes expose './App'. */
export const remoteNames = ['marketing', 'buyer', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * Where the shell loads one remote from and what that build is: its version (package version
 * and commit) and the host contract version it was built against. `version` and `contract` are
 * null when the server could not read them (a build without openpresale-build.json); the shell
 * then asks the build itself before mounting it.
 */
export interface RemoteEntry {
  url: string;
  version: string | null;
  contract: string | null;
  /**
   * While a canary of this remote runs, its entry's address: which of the two a browser gets
   * depends on the id it sends with /remotes.json (the page's security policy allows both).
   */
  canary?: string;
}

/** The answer of /remotes.json: the live release of each remote. */
export type RemotesConfig = Record<RemoteName, RemoteEntry>;
