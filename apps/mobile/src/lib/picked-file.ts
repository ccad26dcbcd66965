/** A file chosen from the camera, the photo library or the documents, as the claim form keeps it. */
export interface PickedFile {
  uri: string;
  name: string;
  mimeType: string;
  /** Bytes; 0 when the picker could not read the file (the upload rules then say so). */
  size: number;
  /** The SHA-256 of its bytes (contentFingerprint): equal for the same content chosen twice, under any name. */
  fingerprint: string;
  /** False for an image the platform cannot decode (it would reach the reviewer as a broken picture). */
  decodes: boolean;
  /** The web build's File, when the picker gives one. */
  blob?: Blob | undefined;
}
