// Makes the five sample tutorial videos of the how-to page (spec §2) without any video tool:
// Chromium draws each on a canvas and records it with MediaRecorder. Run once; the .webm files are
// committed under public/media/tutorials and served with the app.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const topics = [
  { file: 'wallet', title: 'Wallet', colour: '#f5b82e' },
  { file: 'enter-game', title: 'Enter a game', colour: '#3ccf7e' },
  { file: 'check-balance', title: 'Check balance', colour: '#7fb6ff' },
  { file: 'receive-bonus', title: 'Receive a bonus', colour: '#ff9f43' },
  { file: 'end-bonus', title: 'End a bonus', colour: '#ff6b6b' },
];

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
for (const [index, topic] of topics.entries()) {
  const base64 = await page.evaluate(
    async ({ title, colour, step }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 270;
      const g = canvas.getContext('2d')!;
      const stream = canvas.captureStream(15);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150_000 });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const frames = 45;
      for (let f = 0; f < frames; f += 1) {
        g.fillStyle = '#0e1116';
        g.fillRect(0, 0, 480, 270);
        g.fillStyle = colour;
        g.beginPath();
        g.arc(80, 135, 40 + 8 * Math.sin(f / 5), 0, Math.PI * 2);
        g.fill();
        g.fillStyle = '#0e1116';
        g.font = 'bold 40px sans-serif';
        g.textAlign = 'center';
        g.fillText(String(step), 80, 150);
        g.fillStyle = '#f2f4f8';
        g.textAlign = 'left';
        g.font = 'bold 30px sans-serif';
        g.fillText(title, 150, 125);
        g.fillStyle = colour;
        g.fillRect(150, 150, ((480 - 190) * (f + 1)) / frames, 10);
        await new Promise((r) => setTimeout(r, 66));
      }
      recorder.stop();
      await done;
      const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
      let binary = '';
      for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { title: topic.title, colour: topic.colour, step: index + 1 },
  );
  const path = `public/media/tutorials/${topic.file}.webm`;
  writeFileSync(path, Buffer.from(base64, 'base64'));
  console.log(path, Buffer.from(base64, 'base64').length, 'bytes');
}
await browser.close();
