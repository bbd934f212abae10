// A software authenticator for tests: makes a real ES256 passkey for the server's registration
// options (attestation "none", as a platform authenticator that keeps no certificate sends), and
// signs sign-in challenges with it — so the server's @simplewebauthn/server verification runs for
// real in tests that have no browser (server suites, the account page's model test in jsdom).
// Chromium's virtual authenticator does the same in e2e.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The few CBOR shapes an attestation object and a COSE key need (RFC 8949). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  // ArrayBuffer.isView, not instanceof: under jsdom a Buffer is not that realm's Uint8Array.
  if (ArrayBuffer.isView(value))
    return Buffer.concat([
      head(2, value.byteLength),
      Buffer.from(value.buffer, value.byteOffset, value.byteLength),
    ]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  id: string;
  rpID: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** What the server's options say the browser must answer (the parts this helper reads). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export function createSoftAuthenticator(origin: string) {
  return {
    /** A RegistrationResponseJSON for these options, and the key to sign in with later. */
    register(options: CreationOptions) {
      const rpID = options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const credentialId = randomBytes(16);
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpID),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4), // sign count 0
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        coseKey,
      ]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }),
      );
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const passkey: SoftPasskey = {
        id: b64url(credentialId),
        rpID,
        privateKey,
        userHandle: options.user.id,
        counter: 0,
      };
      const response = {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
      return { passkey, response };
    },

    /** An AuthenticationResponseJSON signing `challenge` with the passkey. */
    signIn(passkey: SoftPasskey, challenge: string) {
      passkey.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(passkey.counter);
      const authData = Buffer.concat([sha256(passkey.rpID), Buffer.from([0x05]), counter]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin }),
      );
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        passkey.privateKey,
      );
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
