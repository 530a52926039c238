import { randomInt } from "node:crypto";

/**
 * Captcha images: the digits are drawn as jittered seven-segment strokes, one path per
 * digit, among noise curves and dots, so the code never appears as text in the markup.
 */

const WIDTH = 120;
const HEIGHT = 40;
const DIGIT_WIDTH = 14;
const DIGIT_HEIGHT = 24;

type Segment = "a" | "b" | "c" | "d" | "e" | "f" | "g";

/** Segment end points in a DIGIT_WIDTH x DIGIT_HEIGHT cell. */
const SEGMENTS: Record<Segment, [number, number, number, number]> = {
  a: [0, 0, DIGIT_WIDTH, 0],
  b: [DIGIT_WIDTH, 0, DIGIT_WIDTH, DIGIT_HEIGHT / 2],
  c: [DIGIT_WIDTH, DIGIT_HEIGHT / 2, DIGIT_WIDTH, DIGIT_HEIGHT],
  d: [0, DIGIT_HEIGHT, DIGIT_WIDTH, DIGIT_HEIGHT],
  e: [0, DIGIT_HEIGHT / 2, 0, DIGIT_HEIGHT],
  f: [0, 0, 0, DIGIT_HEIGHT / 2],
  g: [0, DIGIT_HEIGHT / 2, DIGIT_WIDTH, DIGIT_HEIGHT / 2],
};

const DIGIT_SEGMENTS: Record<string, Segment[]> = {
  "0": ["a", "b", "c", "d", "e", "f"],
  "1": ["b", "c"],
  "2": ["a", "b", "g", "e", "d"],
  "3": ["a", "b", "g", "c", "d"],
  "4": ["f", "g", "b", "c"],
  "5": ["a", "f", "g", "c", "d"],
  "6": ["a", "f", "g", "e", "d", "c"],
  "7": ["a", "b", "c"],
  "8": ["a", "b", "c", "d", "e", "f", "g"],
  "9": ["a", "b", "c", "d", "f", "g"],
};

const INK = ["#1d3557", "#6a040f", "#2b2d42", "#3a5a40", "#5a189a"];
const NOISE = ["#8d99ae", "#adb5bd", "#c9ada7", "#a3b18a"];

export function randomCaptchaCode(length = 4): string {
  return Array.from({ length }, () => String(randomInt(10))).join("");
}

/** A `data:image/svg+xml;base64,...` URL drawing `code`. */
export function captchaDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString("base64")}`;
}

export function captchaSvg(code: string): string {
  const noiseCurves = Array.from({ length: 5 }, noiseCurve).join("");
  const dots = Array.from({ length: 24 }, noiseDot).join("");
  const digits = [...code].map((digit, index) => digitPath(digit, index)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f1f3f5"/>${noiseCurves}${digits}${dots}</svg>`
  );
}

function digitPath(digit: string, index: number): string {
  const segments = DIGIT_SEGMENTS[digit];
  if (!segments) throw new Error("A captcha code is made of digits");
  const d = segments
    .map((segment) => {
      const [x1, y1, x2, y2] = SEGMENTS[segment];
      return `M${jitter(x1)} ${jitter(y1)}L${jitter(x2)} ${jitter(y2)}`;
    })
    .join("");
  const x = 12 + index * 26 + randomInt(-3, 4);
  const y = 8 + randomInt(-3, 4);
  const angle = randomInt(-12, 13);
  const skew = randomInt(-10, 11);
  return (
    `<path d="${d}" transform="translate(${x} ${y}) rotate(${angle} 7 12) skewX(${skew})" fill="none" ` +
    `stroke="${pick(INK)}" stroke-width="${(2.4 + Math.random()).toFixed(1)}" stroke-linecap="round"/>`
  );
}

function noiseCurve(): string {
  const point = () => `${randomInt(WIDTH)} ${randomInt(HEIGHT)}`;
  return `<path d="M${point()}Q${point()} ${point()}" fill="none" stroke="${pick(NOISE)}" stroke-width="1.2"/>`;
}

function noiseDot(): string {
  return `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(0.6 + Math.random()).toFixed(1)}" fill="${pick(NOISE)}"/>`;
}

function jitter(value: number): string {
  return (value + (Math.random() - 0.5) * 2.4).toFixed(1);
}

function pick<T>(items: T[]): T {
  return items[randomInt(items.length)];
}
