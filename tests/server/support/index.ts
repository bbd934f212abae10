// Test helpers shared by server tests and the SPA's tests (jsdom included).
export { createTestServer, type TestServer, type TestServerOptions } from './createTestServer';
export { createTokenMinter, TEST_AUDIENCE, TEST_ISSUER } from './tokens';
export { testEngines, type TestEngine } from './engines';
export { createConversationVia, signIn, type SignedIn } from './fixtures';
export { createSoftAuthenticator, type SoftPasskey } from './softAuthenticator';
