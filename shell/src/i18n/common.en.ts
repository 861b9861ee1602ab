// Texts of the shell's shared parts (components/): the slim footer, the versions line, spinners, toasts.
export const commonEn = {
  'common.loading': 'Loading',
  'common.footer.legal': 'Legal',
  'common.footer.privacyPolicy': 'Privacy Policy',
  'common.footer.privacyChoices': 'Privacy choices',
  'common.versions': 'Versions: {list}',
  'common.versions.unknown': 'unknown',
  'common.toast.dismiss': 'Dismiss notification',
} as const;
