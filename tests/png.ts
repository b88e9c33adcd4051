/**
 * Real PNG files made on the spot for upload tests: the server refuses a slip whose picture is one
 * it already holds (waiting or credited), so each slip a test sends must be a picture of its own.
 */
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A grey picture of `width` × `height` at one bit a pixel (black), or eight bits of `shade`; `note`
 * goes in a text chunk. The pixels really are there: what a phone draws and what a size check reads agree.
 */
export function greyPng(width: number, height: number, { bits = 8, shade = 0, note }: { bits?: 1 | 8; shade?: number; note?: string } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bits;
  header[9] = 0; // greyscale; compression, filter and interlace 0
  const rowBytes = Math.ceil((width * bits) / 8);
  const row = Buffer.alloc(1 + rowBytes, bits === 8 ? shade : 0);
  row[0] = 0; // no filter
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(note ? [chunk('tEXt', Buffer.from(`Comment\0${note}`, 'latin1'))] : []),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small slip picture no other call returns (a fresh id in its text chunk). */
export const distinctSlip = (): Buffer => greyPng(4, 4, { shade: 200, note: randomUUID() });
