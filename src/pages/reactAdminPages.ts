// react-admin's own error and access pages, in a chunk of their own (App.tsx loads it when one shows).
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
