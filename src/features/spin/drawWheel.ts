import type { SpinSlice } from '../../api/spin';
import { sliceAngle } from './wheel';

type Slice = Pick<SpinSlice, 'label' | 'bgColor' | 'textColor'>;

/** Draws the wheel turned by `rotation` (clockwise from the top pointer) into a square of `size` CSS px. */
export function drawWheel(ctx: CanvasRenderingContext2D, slices: readonly Slice[], rotation: number, size: number): void {
  const centre = size / 2;
  const radius = centre - 6;
  const angle = sliceAngle(slices.length);
  ctx.clearRect(0, 0, size, size);
  ctx.save();
  ctx.translate(centre, centre);
  slices.forEach((slice, i) => {
    // Canvas angles start at 3 o'clock; ours start at the pointer (12 o'clock).
    const start = i * angle + rotation - Math.PI / 2;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, radius, start, start + angle);
    ctx.closePath();
    ctx.fillStyle = slice.bgColor;
    ctx.fill();
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.25)';
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.save();
    const mid = start + angle / 2;
    // Drawn from the centre outward, a label on the wheel's left half reads upside down ("1000 ฿"
    // at rest); turned half a turn it reads upright, from the rim inward.
    const upright = Math.cos(mid) < -1e-9;
    ctx.rotate(upright ? mid + Math.PI : mid);
    ctx.fillStyle = slice.textColor;
    ctx.font = `700 ${Math.max(11, Math.round(size / 24))}px "Noto Sans Thai", "Noto Sans Lao", "Noto Sans", sans-serif`;
    ctx.textAlign = upright ? 'left' : 'right';
    ctx.textBaseline = 'middle';
    // Kept clear of the rim so the pointer never hides the label of the slice under it.
    ctx.fillText(slice.label, upright ? -(radius - 26) : radius - 26, 0, radius * 0.5);
    ctx.restore();
  });
  // Rim and the fixed pointer at the top.
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.lineWidth = 5;
  ctx.strokeStyle = '#f5b82e';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-12, -radius - 4);
  ctx.lineTo(12, -radius - 4);
  ctx.lineTo(0, -radius + 20);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#1a1300';
  ctx.lineWidth = 2;
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
