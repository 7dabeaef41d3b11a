// Not in the package root (shared by every remote and loaded with the shell): only the screens with
// these forms and images pay for them, through '@haat/web-kit/forms'. They hold no state, so each
// app that uses them carries its own copy; private images reach the page's api client through the
// root, the shared singleton.
export { PasswordField } from '../ui/password-field.tsx';
export { SearchField, SelectField, TextField } from '../ui/fields.tsx';
export { PrivateImage, PrivateImageLink, usePrivateImage, openPrivateImage } from '../ui/private-image.tsx';
export { addressProblem, addressBody, emptyAddress, type AddressDraft } from '../account/address-rules.ts';
