/** The error code the token pages branch on; anything else shows the server's message. */
export const INVALID_TOKEN = 'INVALID_TOKEN';
