export default function Page() {
  return (
    <main>
      <h1>Control</h1>
      <p>A root layout and one server component: no client component, picture, stylesheet or web font.</p>
    </main>
  );
}
