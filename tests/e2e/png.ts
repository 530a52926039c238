/**
 * A real 1×1 PNG, for the upload fields: the portal decodes every uploaded image and encodes it
 * again without its metadata, so a file that only starts like a PNG is refused.
 */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8000003e801b57b526b0000000c49444154089963b0ca5b0a000233014ef32a2b8e0000000049454e44ae426082",
  "hex",
);
