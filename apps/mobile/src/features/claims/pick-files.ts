import { allowedFileKinds, declaredFileKind, FILE_KIND_MIME_TYPES, MAX_FILE_BYTES } from '@ace/domain';
import { getDocumentAsync, type DocumentPickerAsset } from 'expo-document-picker';
import {
  launchCameraAsync,
  launchImageLibraryAsync,
  requestCameraPermissionsAsync,
  type ImagePickerAsset,
} from 'expo-image-picker';
import { appPlatform } from '../../lib/platform';
import type { PickedFile } from '../../lib/picked-file';
import { contentFingerprint } from './content-fingerprint';
import { imageDecodes } from './image-decodes';

/** Where a parent takes an invoice or receipt from (spec: the camera, the photo library and documents). */
export type FileSource = 'camera' | 'library' | 'documents';

export class PermissionDenied extends Error {
  constructor() {
    super('Permission denied');
    this.name = 'PermissionDenied';
  }
}

function lastSegment(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? uri;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'file';
}

/** What a picker tells of a file, before its bytes are looked at. */
type PickerFile = Omit<PickedFile, 'fingerprint' | 'decodes'>;

/**
 * The file with its content's fingerprint and, for an image of a size the rules allow, whether it decodes. The
 * rules refuse the rest before anything is sent.
 */
async function inspected(file: PickerFile): Promise<PickedFile> {
  const kind = declaredFileKind(file);
  const isImage = kind !== null && kind !== 'pdf' && file.size > 0 && file.size < MAX_FILE_BYTES;
  const [fingerprint, decodes] = await Promise.all([
    contentFingerprint(file),
    isImage ? imageDecodes(file.uri) : Promise.resolve(true),
  ]);
  return { ...file, fingerprint, decodes };
}

function fromImage(asset: ImagePickerAsset): PickerFile {
  return {
    uri: asset.uri,
    name: asset.fileName ?? asset.file?.name ?? lastSegment(asset.uri),
    // An unreadable iOS image comes back without a size: 0 makes the upload rules say 'Something wrong with…'.
    size: asset.fileSize ?? asset.file?.size ?? 0,
    mimeType: asset.mimeType ?? asset.file?.type ?? '',
    blob: asset.file,
  };
}

function fromDocument(asset: DocumentPickerAsset): PickerFile {
  return {
    uri: asset.uri,
    name: asset.name,
    size: asset.size ?? asset.file?.size ?? 0,
    mimeType: asset.mimeType ?? asset.file?.type ?? '',
    blob: asset.file,
  };
}

/** Opens a picker; answers the files chosen (none when the person cancelled), each inspected. */
export async function pickFiles(source: FileSource, room: number): Promise<PickedFile[]> {
  return Promise.all((await openPicker(source, room)).map(inspected));
}

async function openPicker(source: FileSource, room: number): Promise<PickerFile[]> {
  if (source === 'camera') {
    const permission = await requestCameraPermissionsAsync();
    if (!permission.granted) throw new PermissionDenied();
    const result = await launchCameraAsync({ mediaTypes: ['images'], quality: 0.8 });
    return result.canceled ? [] : result.assets.map(fromImage);
  }
  if (source === 'library') {
    const result = await launchImageLibraryAsync({
      mediaTypes: ['images'],
      allowsMultipleSelection: room > 1,
      selectionLimit: room,
      quality: 0.8,
    });
    return result.canceled ? [] : result.assets.map(fromImage);
  }
  const result = await getDocumentAsync({
    type: allowedFileKinds(appPlatform).map((kind) => FILE_KIND_MIME_TYPES[kind]),
    multiple: room > 1,
    copyToCacheDirectory: true,
  });
  return result.canceled ? [] : result.assets.map(fromDocument);
}
