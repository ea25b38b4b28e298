import type { Readable } from 'node:stream';

/** A stored file's bytes, ready to stream. Whoever opens it must consume or destroy the stream. */
export interface StoredBytes {
  stream: Readable;
  size: number;
  /** The type the store keeps with the bytes (a bucket does; a folder on disk does not). */
  contentType?: string;
}

/** Where the bytes live. A key is a row's storage_path (`ab/<id>`), never user input. */
export interface ObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  open(key: string): Promise<StoredBytes | null>;
  /** Deleting a key that is already gone is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every key the store holds, whether or not a row points at it (backups take them all). */
  list(): Promise<string[]>;
}
