export const changePasswordEn = {
  'changePassword.required': '{field} is required.',
  'changePassword.min10': '{field} must be at least 10 characters.',
  'changePassword.updated': 'Password updated successfully.',
  'changePassword.failed': 'Failed to update password',
  'changePassword.title': 'Change password',
  'changePassword.description': 'Other signed-in administrator sessions end when the password changes.',
  'changePassword.mustChange.title': 'Choose your own password to continue',
  'changePassword.mustChange.description':
    'You signed in with a temporary password. Enter it as the old password, then a new one of at least 10 characters.',
  'changePassword.login': 'Admin name',
  'changePassword.loginInvalid': 'Admin name must be at least 2 characters.',
  'changePassword.oldPassword': 'Old password',
  'changePassword.newPassword': 'New password',
  'changePassword.confirmPassword': 'Confirm password',
  'changePassword.mismatch': 'Passwords do not match.',
  'changePassword.submit': 'Update password',
} as const;
