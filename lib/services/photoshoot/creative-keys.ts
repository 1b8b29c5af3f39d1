/** Where a photoshoot's creatives live in the blob store: one folder per process, one per task in it. */
export const creativesFolder = (applicationId: string, processId: string) => `creatives/${applicationId}/${processId}`;

export const taskCreativesFolder = (applicationId: string, processId: string, taskId: string) => `${creativesFolder(applicationId, processId)}/${taskId}`;
