/** A file to send: a Blob (File) on the web; on native, React Native's FormData takes { uri, name, type }. */
export type UploadBody = Blob | { uri: string; name: string; type: string };

/** A file part as the client sends it: its content and the file name the person chose. */
export interface FilePart {
  body: UploadBody;
  name: string;
}

/** How to put a file into the form: the web and native differ (see each app's upload code). */
export type AppendFile = (form: FormData, field: string, file: UploadBody, name: string) => void;

export const appendBlob: AppendFile = (form, field, file, name) => {
  if (file instanceof Blob) form.append(field, file, name);
  else throw new Error('On the web a claim file must be a Blob');
};

/** The multipart body of a call: its text parts as they are, its file parts through the app's way of adding one. */
export function formDataOf(
  parts: Readonly<Record<string, string | FilePart | undefined>>,
  appendFile: AppendFile,
): FormData {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else if (part !== undefined) appendFile(form, name, part.body, part.name);
  }
  return form;
}
