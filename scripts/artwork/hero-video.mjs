#!/usr/bin/env node
// Records the hero's looping performance video: an animated stage drawn on a <canvas> in Chromium
// and captured with MediaRecorder. Writes public/video/hero.webm and its poster frame.
// Run: node scripts/artwork/hero-video.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "../..");
const WIDTH = 960;
const HEIGHT = 540;
const SECONDS = 7;

// Runs in the page: draws one frame of the stage at time t (seconds). A full loop is SECONDS long.
function drawScene(width, height, loop) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d");
  const colors = ["#f59e0b", "#ea580c", "#a855f7", "#22c55e", "#fbbf24"];
  const wave = (t, speed, phase = 0) => Math.sin(((t / loop) * speed * 2 + phase) * Math.PI);

  function person(x, base, scale, sway, kind) {
    ctx.save();
    ctx.translate(x, base);
    ctx.rotate(sway * 0.04);
    ctx.scale(scale, scale);
    ctx.fillStyle = "#0b0710";
    ctx.beginPath();
    ctx.arc(0, -170, 16, 0, Math.PI * 2);
    ctx.moveTo(-26, -150);
    ctx.quadraticCurveTo(0, -160, 26, -150);
    ctx.lineTo(20, -70);
    ctx.lineTo(22, 0);
    ctx.lineTo(-22, 0);
    ctx.lineTo(-20, -70);
    ctx.fill();
    if (kind === "guitar") {
      ctx.beginPath();
      ctx.ellipse(-6, -90, 26, 20, -0.4, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(0, -100, 70, 7);
    } else if (kind === "drums") {
      ctx.beginPath();
      ctx.ellipse(0, -30, 46, 34, 0, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.fillRect(38, -150, 4, 150);
    }
    ctx.restore();
  }

  return (t) => {
    const sky = ctx.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, "#140a1f");
    sky.addColorStop(0.6, "#3b0f3a");
    sky.addColorStop(1, "#7c2d12");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    ctx.globalCompositeOperation = "lighter";
    for (let index = 0; index < 6; index += 1) {
      const x = ((index + 0.5) / 6) * width;
      const angle = wave(t, index % 2 ? 2 : 3, index / 3) * 0.35;
      ctx.save();
      ctx.translate(x, 0);
      ctx.rotate(angle);
      const beam = ctx.createLinearGradient(0, 0, 0, height);
      beam.addColorStop(0, `${colors[index % colors.length]}aa`);
      beam.addColorStop(1, `${colors[index % colors.length]}00`);
      ctx.fillStyle = beam;
      ctx.beginPath();
      ctx.moveTo(-6, 0);
      ctx.lineTo(6, 0);
      ctx.lineTo(120, height);
      ctx.lineTo(-120, height);
      ctx.fill();
      ctx.restore();
    }
    ctx.globalCompositeOperation = "source-over";
    const floor = height * 0.78;
    for (let bar = 0; bar < 24; bar += 1) {
      const level = 0.3 + 0.7 * Math.abs(wave(t, 4 + (bar % 5), bar * 0.37));
      const barHeight = height * 0.2 * level;
      ctx.fillStyle = "#f59e0bd0";
      ctx.fillRect(width * 0.1 + bar * ((width * 0.8) / 24), floor - height * 0.12 - barHeight, (width * 0.8) / 24 - 8, barHeight);
    }
    ctx.fillStyle = "#1a0b12";
    ctx.fillRect(0, floor, width, height - floor);
    ["guitar", "singer", "guitar", "drums"].forEach((kind, index) => person((width / 5) * (index + 1), floor, height / 700, wave(t, 4, index / 2), kind));
    ctx.fillStyle = "#07040a";
    for (let x = 0; x < width + 40; x += 42) {
      const bob = Math.abs(wave(t, 8, x / 97)) * 10;
      ctx.beginPath();
      ctx.arc(x, height - 36 - bob, 20, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(x - 26, height - 24 - bob, 52, 40);
    }
  };
}

async function record(width, height, seconds) {
  const draw = drawScene(width, height, seconds);
  const canvas = document.querySelector("canvas");
  const type = MediaRecorder.isTypeSupported("video/webm;codecs=vp9") ? "video/webm;codecs=vp9" : "video/webm;codecs=vp8";
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: type, videoBitsPerSecond: 550_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  draw(0);
  const poster = canvas.toDataURL("image/png");
  recorder.start(500);
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return { video: btoa(binary), poster };
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"] });
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
await page.setContent("<!doctype html><body style='margin:0;background:#000'></body>");
const { video, poster } = await page.evaluate(`(${record.toString().replace("drawScene(", `(${drawScene.toString()})(`)})(${WIDTH}, ${HEIGHT}, ${SECONDS})`);
await browser.close();

mkdirSync(path.join(root, "public/video"), { recursive: true });
writeFileSync(path.join(root, "public/video/hero.webm"), Buffer.from(video, "base64"));
await sharp(Buffer.from(poster.split(",")[1], "base64"))
  .jpeg({ quality: 60, mozjpeg: true })
  .toFile(path.join(root, "public/images/home/hero-poster.jpg"));
console.log(`wrote public/video/hero.webm (${Math.round(Buffer.from(video, "base64").length / 1024)} KB) and public/images/home/hero-poster.jpg`);
