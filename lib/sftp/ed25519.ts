// ssh2 is CommonJS: Node gives an ES module (the compiled dist/) its default export only, no named ones.
import ssh2 from "ssh2";

/**
 * An Ed25519 key pair in OpenSSH format that ssh2 can read back. ssh2 1.17's generator strips
 * leading zero bytes from the public key, so about one pair in 256 has a 31-byte public key that
 * `utils.parseKey` rejects ("Malformed OpenSSH private key"; mscdex/ssh2#1390, #1513). Such a pair
 * is thrown away and another made: two bad pairs in a row happen once in 65,536 tries.
 */
export function generateEd25519KeyPair(comment?: string): { private: string; public: string } {
  for (let attempt = 0; attempt < 16; attempt++) {
    const pair = ssh2.utils.generateKeyPairSync("ed25519", comment === undefined ? {} : { comment });
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error) && !(ssh2.utils.parseKey(pair.public) instanceof Error)) {
      return pair;
    }
  }
  throw new Error("ssh2 made 16 unreadable Ed25519 key pairs in a row");
}
