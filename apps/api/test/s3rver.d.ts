/** The part of the S3 stand-in (a fork of s3rver that checks SigV4 signatures) the tests use; it ships no types. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address: string;
    port: number;
    silent: boolean;
    /** Where the objects are kept on disk. */
    directory: string;
    configureBuckets: { name: string }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
