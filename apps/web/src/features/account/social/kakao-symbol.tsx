/** Kakao's speech-bubble symbol (Kakao Login design guide: black symbol on #FEE500). */
export function KakaoSymbol({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="#000"
        d="M12 3.2c-5.52 0-10 3.5-10 7.8 0 2.78 1.86 5.22 4.66 6.6l-.95 3.5c-.08.3.26.54.52.37l4.16-2.75c.53.06 1.07.1 1.61.1 5.52 0 10-3.5 10-7.82S17.52 3.2 12 3.2Z"
      />
    </svg>
  );
}
