export const metadata = {title: 'Control', description: 'A bare Next.js page: the floor the shop is measured against.'};

export default function RootLayout({children}) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
