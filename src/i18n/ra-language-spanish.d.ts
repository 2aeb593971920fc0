// ra-language-spanish 1.0.0 ships plain CommonJS without types.
declare module 'ra-language-spanish' {
  const messages: { [key: string]: any };
  export default messages;
}
