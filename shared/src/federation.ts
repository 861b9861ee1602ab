// The one map of federation singletons. Every vite config (shell and the three remotes) imports
// it, so the four builds cannot drift apart: a package left out of one remote silently gives that
// remote a second copy (and a second React context).
export const federationShared = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.108.0' },
  '@openpresale/shared': { singleton: true, requiredVersion: '^0.1.0' },
} as const;

/** Names under which the shell registers the remotes; remotes expose './App'. */
export const remoteNames = ['marketing', 'buyer', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
export type RemotesConfig = Record<RemoteName, string>;
