import type { AppendFile, UploadBody } from '@ace/api-client';
import type { PickedFile } from './picked-file';

/** On a phone the file stays on disk: React Native's FormData streams it from its uri. */
export function uploadBodyOf(file: PickedFile): Promise<UploadBody> {
  return Promise.resolve({ uri: file.uri, name: file.name, type: file.mimeType });
}

/** React Native's own FormData, whose append takes a file as { uri, name, type } (the DOM's type says Blob). */
interface NativeFormData {
  append(key: string, value: string | { uri: string; name: string; type: string }): void;
}

export const appendUpload: AppendFile = (form, field, body, name) => {
  const nativeForm = form as unknown as NativeFormData;
  if (body instanceof Blob) throw new Error('On a phone a claim file is sent from its uri');
  nativeForm.append(field, { uri: body.uri, name, type: body.type });
};
