/** Minimum password length (register, login, change). */
export const PASSWORD_MIN_LENGTH = 12;
/** Username length bounds. */
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;

/**
 * A standard e-mail pattern: a local part of the characters RFC 5322 allows
 * unquoted, an @, and a domain of at least two dot-separated labels.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u;

/** Letters (any script), digits, underscore and space, 3 to 30 of them. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_ ]{3,30}$/u;

/** Field messages and the spec's auth notices. */
export const FORM_MESSAGES = {
  email: 'Enter a valid e-mail address.',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  username: 'Username must be 3 to 30 characters: a-z 0-9 _',
  repeat: 'Passwords do not match.',
  samePassword: 'New password should be different from the old password.',
} as const;

/** The e-mail matches the pattern (surrounding spaces ignored). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The password has at least 12 characters (counted as code points). */
export function isValidPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH;
}

/** 3 to 30 letters, digits, underscores and spaces, and not only spaces. */
export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username) && username.trim() !== '';
}

/** The repeated password equals the password (and is not empty). */
export function isRepeatValid(password: string, repeat: string): boolean {
  return repeat !== '' && repeat === password;
}

/** The new password differs from the old one. */
export function isNewPasswordDifferent(oldPassword: string, newPassword: string): boolean {
  return oldPassword !== newPassword;
}

/** Login: submit once the e-mail is valid and the password has at least 12 characters. */
export function canSubmitLogin(form: { email: string; password: string }): boolean {
  return isValidEmail(form.email) && isValidPassword(form.password);
}

/** Register: submit once all four fields are valid. */
export function canSubmitRegister(form: {
  username: string;
  email: string;
  password: string;
  repeat: string;
}): boolean {
  return (
    isValidUsername(form.username) &&
    isValidEmail(form.email) &&
    isValidPassword(form.password) &&
    isRepeatValid(form.password, form.repeat)
  );
}

/** Recover: submit once the e-mail is valid. */
export function canSubmitRecover(form: { email: string }): boolean {
  return isValidEmail(form.email);
}

/** Change password: a valid new password, repeated exactly. */
export function canSubmitChangePassword(form: { password: string; repeat: string }): boolean {
  return isValidPassword(form.password) && isRepeatValid(form.password, form.repeat);
}

/** Change username: a valid username. */
export function canSubmitChangeUsername(form: { username: string }): boolean {
  return isValidUsername(form.username);
}

/** The form's fields that are filled in but invalid, each with its message. */
export function fieldErrors(form: {
  username?: string;
  email?: string;
  password?: string;
  repeat?: string;
}): Partial<Record<'username' | 'email' | 'password' | 'repeat', string>> {
  const errors: Partial<Record<'username' | 'email' | 'password' | 'repeat', string>> = {};
  // Empty fields are not errors yet: nobody wants red text before typing.
  if (form.username && !isValidUsername(form.username)) errors.username = FORM_MESSAGES.username;
  if (form.email && !isValidEmail(form.email)) errors.email = FORM_MESSAGES.email;
  if (form.password && !isValidPassword(form.password)) errors.password = FORM_MESSAGES.password;
  if (form.repeat !== undefined && form.repeat !== '' && form.repeat !== form.password) {
    errors.repeat = FORM_MESSAGES.repeat;
  }
  return errors;
}
