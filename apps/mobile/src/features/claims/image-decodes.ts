import { Image } from 'react-native';

/** Whether the platform can decode the image at this uri (it reads its size from the decoded picture). */
export function imageDecodes(uri: string): Promise<boolean> {
  return new Promise((resolve) => {
    Image.getSize(
      uri,
      (width, height) => {
        resolve(width > 0 && height > 0);
      },
      () => {
        resolve(false);
      },
    );
  });
}
