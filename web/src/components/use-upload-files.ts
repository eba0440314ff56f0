import { useState } from 'react';
import { useUploadFile } from '../api/files';

/**
 * Uploads files through file.upload, each its own command: a failed file reaches the person through the
 * error policy, and the addresses of the others still come back, in the files' order.
 */
export function useUploadFiles() {
  const upload = useUploadFile();
  const [uploading, setUploading] = useState(false);
  const uploadAll = async (files: readonly File[]): Promise<{ file: File; url: string }[]> => {
    setUploading(true);
    const results = await Promise.allSettled(files.map((file) => upload.mutateAsync({ file })));
    setUploading(false);
    return results.flatMap((result, index) => {
      const file = files[index];
      return result.status === 'fulfilled' && file ? [{ file, url: result.value }] : [];
    });
  };
  return { uploadAll, uploading };
}
