import { allowedFileKinds, FILE_KIND_MIME_TYPES } from '@ace/domain';
import { getDocumentAsync, type DocumentPickerAsset } from 'expo-document-picker';
import {
  launchCameraAsync,
  launchImageLibraryAsync,
  requestCameraPermissionsAsync,
  type ImagePickerAsset,
} from 'expo-image-picker';
import { appPlatform } from '../../lib/platform';
import type { PickedFile } from '../../lib/picked-file';

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

/**
 * The same file chosen twice has the same name and size (a picker gives no content hash without reading the
 * bytes, which a phone should not do for a 10 MB photo).
 */
function fingerprintOf(name: string, size: number, modified: number | string): string {
  return `picked:${name}|${size}|${modified}`;
}

function fromImage(asset: ImagePickerAsset): PickedFile {
  const name = asset.fileName ?? asset.file?.name ?? lastSegment(asset.uri);
  const size = asset.fileSize ?? asset.file?.size ?? 0;
  return {
    uri: asset.uri,
    name,
    // An unreadable iOS image comes back without a size: 0 makes the upload rules say 'Something wrong with…'.
    size,
    mimeType: asset.mimeType ?? asset.file?.type ?? '',
    fingerprint: fingerprintOf(name, size, asset.assetId ?? asset.uri),
    blob: asset.file,
  };
}

function fromDocument(asset: DocumentPickerAsset): PickedFile {
  const size = asset.size ?? asset.file?.size ?? 0;
  return {
    uri: asset.uri,
    name: asset.name,
    size,
    mimeType: asset.mimeType ?? asset.file?.type ?? '',
    fingerprint: fingerprintOf(asset.name, size, asset.lastModified),
    blob: asset.file,
  };
}

/** Opens a picker; answers the files chosen (none when the person cancelled). */
export async function pickFiles(source: FileSource, room: number): Promise<PickedFile[]> {
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
