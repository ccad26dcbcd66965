import { launchImageLibraryAsync } from 'expo-image-picker';
import { Image } from 'react-native';

/**
 * The photo library gives back one JPEG photo, `name` of `fileSize` bytes, when next opened. The test file mocks
 * expo-image-picker itself (jest.mock is hoisted per file).
 */
export function photoLibraryGives(name: string, fileSize = 2000): void {
  jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce({
    canceled: false,
    assets: [{ uri: `file:///photos/${name}`, fileName: name, fileSize, mimeType: 'image/jpeg' }],
  } as never);
}

/** The next image the app asks the phone to decode does not decode, as a broken photo does not. */
export function nextImageDoesNotDecode(): void {
  jest.spyOn(Image, 'getSize').mockImplementationOnce((_uri, _success, failure) => {
    failure?.(new Error('Cannot decode'));
  });
}
