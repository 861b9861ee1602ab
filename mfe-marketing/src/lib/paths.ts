// Every page of the marketing remote. The shell mounts this remote at /* and leaves the pages to
// it, so a new visitor page needs no release of the shell.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  privacy: '/privacy',
  // the pages the links in e-mails open
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
} as const;
