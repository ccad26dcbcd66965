/** A file chosen from the camera, the photo library or the documents, as the claim form keeps it. */
export interface PickedFile {
  uri: string;
  name: string;
  mimeType: string;
  /** Bytes; 0 when the picker could not read the file (the upload rules then say so). */
  size: number;
  /** Equal for the same file chosen twice. */
  fingerprint: string;
  /** The web build's File, when the picker gives one. */
  blob?: Blob | undefined;
}
