"""
Renders the shop's default photographs in Blender (Cycles, CPU, headless). Everything is built
from code: lathed glass and ceramics, metals, a seamless paper sweep, soft boxes. No downloaded
model, texture or HDRI: this machine has no internet and the pictures must be ours.

  blender -b --factory-startup -P scripts/art/studio.py -- <shots.json> <out-dir> [name ...]

Each shot in shots.json names a scene (see SCENES), a look ("studio": lit sweep, props, shallow
depth of field; "snapshot": what a customer's phone sees on a plain table, flat light, a tilt;
"clay": the untextured model), colours, size and samples. Called by scripts/art-render.mts.

Two options serve the instant preview (scripts/preview-scenes.mts, scripts/preview-testset.mts):
  "hideProduct": true  the product's objects (and its own lights, a candle's flame) are not rendered,
                       and <out-dir>/<name>.json tells where it stood, in pixels of the render:
                       {width, height, foot: [x, y] (its bottom centre), box: [x0, y0, x1, y1]
                       (its bounding box projected; y grows downwards), shadow: [dx, dy] (the unit
                       direction in which its cast shadow falls on the floor)}.
  "maskOnly": true     the ground truth of a product's coverage: transparent film, every other mesh
                       a holdout (so it still hides the product), 8 samples, saved as RGBA.
  "clutter": true      (snapshot look) a few more things on the kitchen table behind and beside it,
                       placed at random from "seed" (default: the name; a mask's render shares its photo's).
"""
import json
import math
import random
import sys
import time

import bmesh
import bpy
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Euler, Vector

# ---------------------------------------------------------------------------------------------
# Materials


def hex_rgb(value, alpha=1.0):
    value = value.lstrip('#')
    srgb = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in srgb]
    return (*lin, alpha)


def principled(name, color='#ffffff', metallic=0.0, roughness=0.4, transmission=0.0, ior=1.45, clearcoat=0.0,
               specular=0.5, emission=None, strength=0.0, subsurface=0.0, alpha=1.0):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = hex_rgb(color)
    bsdf.inputs['Metallic'].default_value = metallic
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Transmission'].default_value = transmission
    bsdf.inputs['IOR'].default_value = ior
    bsdf.inputs['Clearcoat'].default_value = clearcoat
    bsdf.inputs['Specular'].default_value = specular
    if subsurface:
        bsdf.inputs['Subsurface'].default_value = subsurface
        bsdf.inputs['Subsurface Color'].default_value = hex_rgb(color)
        bsdf.inputs['Subsurface Radius'].default_value = (0.02, 0.01, 0.005)
    if emission:
        bsdf.inputs['Emission'].default_value = hex_rgb(emission)
        bsdf.inputs['Emission Strength'].default_value = strength
    if alpha < 1:
        bsdf.inputs['Alpha'].default_value = alpha
        mat.blend_method = 'BLEND'
    return mat


def printed(name, image, roughness=0.55, color='#f3ece2'):
    """Paper printed with an image (a label drawn by scripts/art-render.mts), wrapped by the lathe's UVs."""
    mat = principled(name, color, roughness=roughness)
    if not image:
        return mat
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    tex = nodes.new('ShaderNodeTexImage')
    tex.image = bpy.data.images.load(image)
    tex.extension = 'CLIP'
    links.new(tex.outputs['Color'], nodes['Principled BSDF'].inputs['Base Color'])
    return mat


def glass(name, tint='#ffffff', roughness=0.02, ior=1.5, lets_light=False):
    """Clear glass. lets_light: shadow rays pass it (tinted), so what stands inside it (a candle's wax,
    wine in a glass) is lit by the lamps directly; without caustics it is otherwise lit only by the
    few paths that find the lamp by chance: dark, and speckled."""
    mat = principled(name, tint, roughness=roughness, transmission=1.0, ior=ior, specular=0.5)
    if lets_light:
        shadow_clear(mat, tint)
    return mat


def shadow_clear(mat, tint='#ffffff'):
    """Shadow rays go through the material (tinted): the light path trick for glass and liquids."""
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    out = nodes['Material Output']
    bsdf = nodes['Principled BSDF']
    path = nodes.new('ShaderNodeLightPath')
    clear = nodes.new('ShaderNodeBsdfTransparent')
    clear.inputs['Color'].default_value = hex_rgb(tint)
    mix = nodes.new('ShaderNodeMixShader')
    links.new(path.outputs['Is Shadow Ray'], mix.inputs['Fac'])
    links.new(bsdf.outputs['BSDF'], mix.inputs[1])
    links.new(clear.outputs['BSDF'], mix.inputs[2])
    links.new(mix.outputs['Shader'], out.inputs['Surface'])
    return mat


def noisy(mat, scale=40.0, amount=0.15, detail=8.0, second='#000000', bump=0.0):
    """Mixes a second colour in by noise (wood, paper, stone grain) and optionally bumps."""
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes['Principled BSDF']
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = scale
    noise.inputs['Detail'].default_value = detail
    mix = nodes.new('ShaderNodeMixRGB')
    mix.inputs['Color1'].default_value = bsdf.inputs['Base Color'].default_value
    mix.inputs['Color2'].default_value = hex_rgb(second)
    ramp = nodes.new('ShaderNodeMath')
    ramp.operation = 'MULTIPLY'
    ramp.inputs[1].default_value = amount * 2
    links.new(noise.outputs['Fac'], ramp.inputs[0])
    links.new(ramp.outputs[0], mix.inputs['Fac'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    if bump:
        node = nodes.new('ShaderNodeBump')
        node.inputs['Strength'].default_value = bump
        links.new(noise.outputs['Fac'], node.inputs['Height'])
        links.new(node.outputs['Normal'], bsdf.inputs['Normal'])
    return mat


def wood(name, light='#b08560', dark='#6e4a2e', scale=3.0):
    """Plank grain: stretched waves distorted by noise."""
    mat = principled(name, light, roughness=0.45, clearcoat=0.1)
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes['Principled BSDF']
    coord = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (scale, scale * 0.08, scale)
    wave = nodes.new('ShaderNodeTexWave')
    wave.inputs['Scale'].default_value = 3.0
    wave.inputs['Distortion'].default_value = 6.0
    wave.inputs['Detail'].default_value = 4.0
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = hex_rgb(dark)
    ramp.color_ramp.elements[1].color = hex_rgb(light)
    links.new(coord.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], wave.inputs['Vector'])
    links.new(wave.outputs['Fac'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    return mat


# ---------------------------------------------------------------------------------------------
# Geometry


def link(obj, mat=None):
    bpy.context.scene.collection.objects.link(obj)
    if mat is not None:
        obj.data.materials.append(mat)
    return obj


def smooth(obj, subdiv=2, bevel=0.0):
    for poly in obj.data.polygons:
        poly.use_smooth = True
    if bevel:
        mod = obj.modifiers.new('bevel', 'BEVEL')
        mod.width = bevel
        mod.segments = 3
        mod.limit_method = 'ANGLE'
    if subdiv:
        mod = obj.modifiers.new('subsurf', 'SUBSURF')
        mod.levels = subdiv
        mod.render_levels = subdiv
    return obj


def lathe(name, profile, mat, segments=96, location=(0, 0, 0), subdiv=1, sharp=()):
    """A solid of revolution around Z from (radius, height) points; radius 0 closes the pole."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rings = []
    for r, z in profile:
        if r <= 1e-6:
            rings.append([bm.verts.new((0, 0, z))])
        else:
            rings.append([bm.verts.new((r * math.cos(2 * math.pi * i / segments), r * math.sin(2 * math.pi * i / segments), z)) for i in range(segments)])
    uv = bm.loops.layers.uv.new('UVMap')
    last = max(len(rings) - 1, 1)
    for k, (a, b) in enumerate(zip(rings, rings[1:])):
        if len(a) == 1 and len(b) == 1:
            continue
        for i in range(segments):
            j = (i + 1) % segments
            if len(a) == 1:
                verts, uvs = (a[0], b[i], b[j]), ((i / segments, k / last), (i / segments, (k + 1) / last), ((i + 1) / segments, (k + 1) / last))
            elif len(b) == 1:
                verts, uvs = (a[i], b[0], a[j]), ((i / segments, k / last), (i / segments, (k + 1) / last), ((i + 1) / segments, k / last))
            else:
                verts = (a[i], b[i], b[j], a[j])
                uvs = ((i / segments, k / last), (i / segments, (k + 1) / last), ((i + 1) / segments, (k + 1) / last), ((i + 1) / segments, k / last))
            face = bm.faces.new(verts)
            for loop, coords in zip(face.loops, uvs):
                loop[uv].uv = coords
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
    obj = link(bpy.data.objects.new(name, mesh), mat)
    obj.location = location
    return smooth(obj, subdiv)


def vessel(outer, wall, bottom):
    """Closes an outer profile (bottom centre up to the rim) into a hollow, watertight wall."""
    inner = [(max(r - wall, 0.0), z) for r, z in reversed(outer[1:])]
    inner[-1] = (0.0, bottom)
    inner = [p for p in inner if p[1] >= bottom]
    if inner[-1][0] != 0.0:
        inner.append((0.0, bottom))
    return outer + inner


def box(name, size, mat, location=(0, 0, 0), bevel=0.01, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_cube_add(size=1, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(scale=True)
    obj.data.materials.append(mat)
    if bevel:
        smooth(obj, 0, bevel)
        for poly in obj.data.polygons:
            poly.use_smooth = True
        obj.data.use_auto_smooth = True
    return obj


def sphere(name, radius, mat, location=(0, 0, 0), scale=(1, 1, 1)):
    bpy.ops.mesh.primitive_uv_sphere_add(segments=48, ring_count=24, radius=radius, location=location)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = scale
    obj.data.materials.append(mat)
    for poly in obj.data.polygons:
        poly.use_smooth = True
    return obj


def cylinder(name, radius, depth, mat, location=(0, 0, 0), rotation=(0, 0, 0), bevel=0.0, vertices=96):
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=depth, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.data.materials.append(mat)
    if bevel:
        smooth(obj, 0, bevel)
    for poly in obj.data.polygons:
        poly.use_smooth = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(40)
    return obj


def torus(name, major, minor, mat, location=(0, 0, 0), rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_torus_add(major_radius=major, minor_radius=minor, major_segments=96, minor_segments=32, location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.data.materials.append(mat)
    for poly in obj.data.polygons:
        poly.use_smooth = True
    return obj


def pebble(name, radius, mat, location, seed):
    rnd = random.Random(seed)
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=4, radius=radius, location=location)
    obj = bpy.context.active_object
    obj.name = name
    for v in obj.data.vertices:
        v.co *= 1 + rnd.uniform(-0.06, 0.06)
    obj.scale = (1, rnd.uniform(0.8, 1.0), rnd.uniform(0.45, 0.65))
    obj.rotation_euler = (0, 0, rnd.uniform(0, math.pi))
    obj.data.materials.append(mat)
    smooth(obj, 1)
    return obj


# ---------------------------------------------------------------------------------------------
# Products (each stands on z=0 around the origin; sizes in metres)


def product_dropper(colors):
    amber = glass('amber', colors.get('glass', '#b8742e'), roughness=0.03)
    serum = principled('serum', colors.get('liquid', '#d98b2b'), transmission=1.0, ior=1.36, roughness=0.0)
    outer = [(0, 0), (0.028, 0), (0.031, 0.003), (0.032, 0.01), (0.032, 0.085), (0.03, 0.094), (0.02, 0.102), (0.012, 0.106), (0.012, 0.118)]
    lathe('bottle', vessel(outer, 0.0025, 0.006), amber)
    lathe('serum', [(0, 0.0065), (0.0292, 0.0065), (0.0292, 0.07), (0, 0.07)], serum, subdiv=0)
    black = principled('cap', colors.get('cap', '#151515'), roughness=0.35, clearcoat=0.3)
    lathe('collar', [(0, 0.112), (0.0145, 0.112), (0.0155, 0.114), (0.0155, 0.138), (0.0145, 0.14), (0, 0.14)], black)
    rubber = principled('bulb', colors.get('bulb', '#1d1d1d'), roughness=0.55)
    lathe('bulb', [(0, 0.139), (0.011, 0.139), (0.012, 0.15), (0.0125, 0.165), (0.011, 0.176), (0.006, 0.181), (0, 0.182)], rubber)
    label = printed('label', colors.get('labelImage'), color=colors.get('label', '#f3ece2'))
    lathe('label', [(0.0324, 0.025), (0.0324, 0.065)], label, subdiv=0)
    return 0.182


def flat_label(name, image, width, height, location, roughness=0.5, color='#f3ece2'):
    """A flat label (on a flacon's face, facing -y): the front of a label drawn by scripts/art-render.mts
    (the middle 250 of its 2000, u 0.6875-0.8125, where the title and fine print are: the print is
    larger on a small label than the same drawing wrapped round a bottle), width x height in metres."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new('UVMap')
    x, z = width / 2, height / 2
    face = bm.faces.new([bm.verts.new(co) for co in ((-x, 0, -z), (x, 0, -z), (x, 0, z), (-x, 0, z))])
    for loop, coords in zip(face.loops, ((0.6875, 0), (0.8125, 0), (0.8125, 1), (0.6875, 1))):
        loop[uv].uv = coords
    bm.to_mesh(mesh)
    bm.free()
    obj = link(bpy.data.objects.new(name, mesh), printed(name, image, roughness=roughness, color=color))
    obj.location = location
    return obj


def product_perfume(colors):
    """A heavy flacon: thick clear walls and base around the juice (a hollow box, not a solid block),
    a gold collar, a faceted lacquered cap and a small printed label on its face."""
    bottle = glass('perfume-glass', colors.get('glass', '#fff4f8'), roughness=0.0)
    liquid = principled('perfume', colors.get('liquid', '#f4a6c4'), transmission=1.0, ior=1.36, roughness=0.0)
    w, d, h = 0.075, 0.04, 0.085
    wall, base = 0.005, 0.014
    flacon = box('flacon', (w, d, h), bottle, (0, 0, h / 2), bevel=0.006)
    # the cavity cut out of the glass (its top stays closed under the collar)
    cavity = box('cavity', (w - 2 * wall, d - 2 * wall, h - base - wall), bottle, (0, 0, base + (h - base - wall) / 2), bevel=0.004)
    cut = flacon.modifiers.new('cavity', 'BOOLEAN')
    cut.operation = 'DIFFERENCE'
    cut.object = cavity
    cut.solver = 'EXACT'
    bpy.context.view_layer.objects.active = flacon
    for mod in list(flacon.modifiers):
        bpy.ops.object.modifier_apply(modifier=mod.name)
    bpy.data.objects.remove(cavity)
    for poly in flacon.data.polygons:
        poly.use_smooth = True
    flacon.data.use_auto_smooth = True
    flacon.data.auto_smooth_angle = math.radians(35)
    # the juice fills the cavity to two thirds, a hair inside its walls
    fill = (h - base - wall) * 0.7
    box('juice', (w - 2 * wall - 0.0006, d - 2 * wall - 0.0006, fill), liquid, (0, 0, base + 0.0003 + fill / 2), bevel=0.0035)
    gold = principled('gold', colors.get('metal', '#e3b86a'), metallic=1.0, roughness=0.16)
    lathe('neck', [(0, h - 0.001), (0.0105, h - 0.001), (0.0115, h + 0.001), (0.0115, h + 0.009), (0.0105, h + 0.0105), (0, h + 0.0105)], gold)
    # the cap: a twelve-sided prism, its facets and bevels catching the strip lights
    cap = principled('cap', colors.get('cap', '#f2d6df'), metallic=colors.get('capMetal', 0.0), roughness=colors.get('capRough', 0.22), clearcoat=0.8)
    cap.node_tree.nodes['Principled BSDF'].inputs['Clearcoat Roughness'].default_value = 0.05
    top = cylinder('cap', 0.0165, 0.036, cap, (0, 0, h + 0.0105 + 0.018), bevel=0.0012, vertices=12)
    top.rotation_euler.z = math.radians(15)
    for poly in top.data.polygons:
        poly.use_smooth = False
    label = colors.get('labelImage')
    if label:
        flat_label('perfume-label', label, 0.032, 0.034, (0, -d / 2 - 0.0002, base + (h - base) * 0.42), color=colors.get('label', '#fbf4f0'))
    return 0.1315


def product_jar(colors):
    # glazed porcelain: opaque (the subsurface scattering it had was only speckle at 40 samples), a fine
    # orange-peel in the glaze so its highlights are not a plastic's
    ceramic = principled('jar', colors.get('body', '#e9efe6'), roughness=0.14, clearcoat=0.5)
    noisy(ceramic, scale=700, amount=0.02, second='#ffffff', bump=0.015)
    outer = [(0, 0), (0.045, 0), (0.048, 0.003), (0.049, 0.01), (0.049, 0.05), (0.046, 0.054), (0, 0.054)]
    lathe('jar', outer, ceramic)
    lid = principled('lid', colors.get('lid', '#c9a86a'), metallic=colors.get('metallic', 1.0), roughness=0.22)
    lathe('lid', [(0, 0.053), (0.0495, 0.053), (0.0505, 0.056), (0.0505, 0.075), (0.049, 0.078), (0, 0.078)], lid)
    return 0.078


def product_pump(colors):
    body = principled('pump-bottle', colors.get('body', '#2f5a3a'), roughness=0.2, clearcoat=0.7)
    outer = [(0, 0), (0.03, 0), (0.033, 0.004), (0.034, 0.012), (0.034, 0.13), (0.03, 0.142), (0.016, 0.15), (0.014, 0.155), (0, 0.155)]
    lathe('bottle', outer, body)
    metal = principled('pump', colors.get('pump', '#d9d9d9'), metallic=1.0, roughness=0.25)
    lathe('collar', [(0, 0.154), (0.016, 0.154), (0.016, 0.168), (0, 0.168)], metal)
    cylinder('stem', 0.006, 0.016, metal, (0, 0, 0.176))
    cylinder('head', 0.014, 0.014, metal, (0, 0, 0.19), bevel=0.003)
    cylinder('nozzle', 0.0035, 0.028, metal, (0.024, 0, 0.193), rotation=(0, math.radians(90), 0))
    label = printed('label', colors.get('labelImage'), color=colors.get('label', '#f0ece0'))
    lathe('label', [(0.0344, 0.04), (0.0344, 0.1)], label, subdiv=0)
    return 0.197


def slice_off(obj, point, normal):
    """Cuts the (modifier-applied) mesh with a plane and closes the cut with a flat face: a lipstick's slanted tip."""
    bpy.context.view_layer.objects.active = obj
    for mod in list(obj.modifiers):
        bpy.ops.object.modifier_apply(modifier=mod.name)
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    geom = bm.verts[:] + bm.edges[:] + bm.faces[:]
    cut = bmesh.ops.bisect_plane(bm, geom=geom, plane_co=point, plane_no=normal, clear_outer=True)
    edges = [e for e in cut['geom_cut'] if isinstance(e, bmesh.types.BMEdge)]
    bmesh.ops.holes_fill(bm, edges=edges, sides=0)
    bm.to_mesh(obj.data)
    bm.free()
    for poly in obj.data.polygons:
        poly.use_smooth = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(50)
    return obj


def product_lipstick(colors):
    """A lipstick: a gold case with a fine groove and a polished band, the bullet cut at a slant as
    a new one is, its satin colour with a little wax sheen; the black cap lies beside it."""
    case = principled('case', colors.get('metal', '#d4a857'), metallic=1.0, roughness=0.2)
    # brushed: a fine anisotropic grain along the case
    case.node_tree.nodes['Principled BSDF'].inputs['Anisotropic'].default_value = 0.6
    polished = principled('case-band', colors.get('metal', '#d4a857'), metallic=1.0, roughness=0.06)
    # no subdivision (it rounded the sleeve into a barrel): flat faces, small chamfers, sharp rims
    parts = [
        lathe('base', [(0, 0), (0.0115, 0), (0.012, 0.0005), (0.012, 0.0335), (0.0116, 0.034), (0.0116, 0.035), (0.012, 0.0355), (0.012, 0.0495), (0.0115, 0.05), (0, 0.05)], case, segments=128, subdiv=0),
        lathe('band', [(0, 0.034), (0.01205, 0.034), (0.01205, 0.0356), (0, 0.0356)], polished, segments=128, subdiv=0),
        lathe('sleeve', [(0, 0.05), (0.0105, 0.05), (0.0105, 0.0696), (0.0102, 0.07), (0, 0.07)], polished, segments=128, subdiv=0),
    ]
    for part in parts:
        part.data.use_auto_smooth = True
        part.data.auto_smooth_angle = math.radians(30)
    color = principled('lipstick', colors.get('lip', '#b3122f'), roughness=0.32, clearcoat=0.25)
    color.node_tree.nodes['Principled BSDF'].inputs['Clearcoat Roughness'].default_value = 0.2
    bullet = lathe('bullet', [(0, 0.068), (0.0085, 0.068), (0.0085, 0.095), (0.0082, 0.101), (0.0075, 0.104), (0, 0.106)], color)
    slice_off(bullet, (0, 0, 0.093), (math.sin(math.radians(38)), 0.0, math.cos(math.radians(38))))
    bullet.rotation_euler.z = math.radians(-120)
    cap = principled('lip-cap', colors.get('cap', '#111111'), roughness=0.15, clearcoat=0.8)
    cylinder('cap', 0.012, 0.06, cap, (0.045, 0.015, 0.012), rotation=(0, math.radians(90), math.radians(25)), bevel=0.001)
    return 0.104


def latte_art(kind='rosetta', n=640):
    """A latte's top as an image (the disc of the cup's rim across it): a tulip of stacked microfoam
    hearts with the pull-through line, or "plain" (a blotchy, broken foam), on crema mottled darker
    towards the rim."""
    img = bpy.data.images.new(f'latte-{kind}', n, n)
    rnd = random.Random(7)
    waves = [(rnd.uniform(6, 22), rnd.uniform(0, math.tau), rnd.uniform(0, math.tau), rnd.uniform(0.3, 1.0)) for _ in range(9)]
    crema_dark, crema, foam = (0.29, 0.16, 0.08), (0.62, 0.4, 0.23), (0.96, 0.92, 0.85)
    px = [0.0] * (n * n * 4)

    def smooth(e0, e1, x):
        t = min(max((x - e0) / (e1 - e0), 0.0), 1.0)
        return t * t * (3 - 2 * t)

    for j in range(n):
        v = (j + 0.5) / n * 2 - 1
        for i in range(n):
            u = (i + 0.5) / n * 2 - 1
            r = math.hypot(u, v)
            mottle = sum(a * math.sin(f * (u * math.cos(d) + v * math.sin(d)) + p) for f, d, p, a in waves) / 4.5
            # crema: pale brown inside, dark ring at the rim, tiger-mottled
            k = smooth(0.55, 1.0, r) * 0.8 + mottle * 0.18
            base = [crema[c] + (crema_dark[c] - crema[c]) * min(max(k, 0), 1) for c in range(3)]
            if kind == 'plain':
                m = smooth(0.1, -0.1, r - 0.5 - mottle * 0.35) * 0.85
            else:
                # a heart (point towards the camera, -y) with five stacked layers and the line through them
                x, y = u * 1.45, (v - 0.08) * 1.5
                f = (x * x + y * y - 1) ** 3 - x * x * y ** 3
                heart = smooth(0.04, -0.04, f)
                layers = 0.5 + 0.5 * math.cos(math.hypot(u * 0.9, v + 0.75) * 26 + mottle * 0.8)
                inside = 1 - 0.55 * smooth(0.55, 0.95, layers) * smooth(-0.9, -0.15, v)
                line = smooth(0.012 + 0.02 * (1 - (v + 1) / 2), 0.0, abs(u + 0.015 * math.sin(v * 6))) * smooth(0.75, 0.55, v)
                m = heart * inside * (1 - 0.75 * line) * 0.97
            m *= 1 - 0.12 * max(0.0, mottle)
            o = (j * n + i) * 4
            for c in range(3):
                px[o + c] = base[c] + (foam[c] - base[c]) * m
            px[o + 3] = 1.0
    img.pixels = px
    return img


def product_cup(colors):
    # a glazed cup: smooth, a little less mirror-like than before (roughness), no clearcoat speckle
    ceramic = principled('cup', colors.get('cup', '#f4f1ea'), roughness=0.16, clearcoat=0.3, subsurface=0.02)
    outer = [(0, 0.012), (0.028, 0.012), (0.033, 0.016), (0.042, 0.04), (0.046, 0.065), (0.047, 0.075)]
    lathe('cup', vessel(outer, 0.003, 0.018), ceramic)
    handle = torus('handle', 0.018, 0.0045, ceramic, (0.055, 0, 0.046), rotation=(math.radians(90), 0, 0))
    handle.scale = (0.8, 1, 1.05)
    coffee = principled('coffee', colors.get('coffee', '#4a2a17'), roughness=0.28)
    # a slightly domed surface of microfoam and crema, its latte art a texture drawn here (latte_art)
    top = lathe('crema', [(0, 0.0016), (0.02, 0.0014), (0.036, 0.0008), (0.0425, 0.0)], coffee, subdiv=1, location=(0, 0, 0.068))
    nodes, links = coffee.node_tree.nodes, coffee.node_tree.links
    bsdf = nodes['Principled BSDF']
    coord = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (1 / 0.085, 1 / 0.085, 1)
    mapping.inputs['Location'].default_value = (0.5, 0.5, 0)
    tex = nodes.new('ShaderNodeTexImage')
    tex.image = latte_art(colors.get('art', 'rosetta'))
    tex.extension = 'EXTEND'
    links.new(coord.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], tex.inputs['Vector'])
    links.new(tex.outputs['Color'], bsdf.inputs['Base Color'])
    # microfoam: fine bubbles as a bump, the white foam standing a little above the crema
    grain = nodes.new('ShaderNodeTexNoise')
    grain.inputs['Scale'].default_value = 2200
    grain.inputs['Detail'].default_value = 2
    height = nodes.new('ShaderNodeMath')
    height.operation = 'MULTIPLY_ADD'
    links.new(tex.outputs['Color'], height.inputs[0])
    height.inputs[1].default_value = 0.6
    links.new(grain.outputs['Fac'], height.inputs[2])
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.12
    bump.inputs['Distance'].default_value = 0.0004
    links.new(height.outputs[0], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    lathe('saucer', [(0, 0), (0.05, 0), (0.07, 0.004), (0.078, 0.011), (0.075, 0.012), (0.06, 0.008), (0.035, 0.006), (0.03, 0.012), (0, 0.012)], ceramic)
    return 0.09


def macaron(name, color, location, rotation=(0, 0, 0), size=0.021, feet=False):
    """Two domed shells (the lower one mirrored) around a cream filling; with feet, each shell stands
    on its ruffled, porous foot (the "pied") as a baked one does."""
    # baked meringue is opaque: with feet (the macarons' own shot) no subsurface speckle
    shell = principled(f'{name}-shell', color, roughness=0.55, subsurface=0.0 if feet else 0.1)
    noisy(shell, scale=300, amount=0.05, second='#ffffff', bump=0.05)
    cream = principled(f'{name}-cream', '#fbf3e4', roughness=0.6, subsurface=0.2)
    dome = [(0, 0), (size * 0.95, 0), (size, size * 0.1), (size * 0.93, size * 0.28), (size * 0.65, size * 0.44), (0, size * 0.5)]
    lower = lathe(f'{name}-lower', dome, shell, segments=48)
    lower.scale.z = -1
    lower.location.z = size * 0.5
    # with feet the filling shows a little more between them
    top = size * (0.8 if feet else 0.74)
    filling = cylinder(f'{name}-fill', size * 0.88, top - size * 0.5, cream, (0, 0, (top + size * 0.5) / 2), vertices=48)
    upper = lathe(f'{name}-upper', dome, shell, segments=48)
    upper.location.z = top
    parts = [lower, filling, upper]
    if feet:
        foot_mat = principled(f'{name}-foot', color, roughness=0.85, subsurface=0.05)
        noisy(foot_mat, scale=900, amount=0.12, second='#ffffff', bump=0.6)
        ruffle = bpy.data.textures.new(f'{name}-ruffle', 'CLOUDS')
        ruffle.noise_scale = 0.0016
        ruffle.noise_depth = 2
        band = [(0, 0), (size * 0.9, 0), (size * 0.945, size * 0.03), (size * 0.95, size * 0.065), (size * 0.91, size * 0.095), (0, size * 0.095)]
        for k, z in enumerate((size * 0.5, top - size * 0.095)):
            foot = lathe(f'{name}-foot{k}', band, foot_mat, segments=96, subdiv=2)
            foot.location.z = z
            bump = foot.modifiers.new('ruffle', 'DISPLACE')
            bump.texture = ruffle
            bump.texture_coords = 'LOCAL'
            bump.strength = size * 0.09
            bump.mid_level = 0.5
            parts.append(foot)
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    for part in parts:
        part.parent = empty
    empty.location = location
    empty.rotation_euler = rotation
    return empty


def product_macarons(colors):
    tones = colors.get('macarons', ['#f2a7b8', '#b9d98f', '#f5d67a', '#c7b2e6'])
    plate = principled('plate', colors.get('plate', '#f6f4ef'), roughness=0.08, clearcoat=0.9)
    lathe('plate', [(0, 0), (0.07, 0), (0.1, 0.006), (0.11, 0.012), (0.105, 0.013), (0.08, 0.008), (0, 0.007)], plate)
    spots = [(-0.032, -0.01, 0.008, 0.1), (0.012, -0.035, 0.008, -0.2), (0.03, 0.02, 0.008, 0.3), (-0.005, 0.028, 0.008, 0.5)]
    for i, (x, y, z, r) in enumerate(spots):
        macaron(f'macaron{i}', tones[i % len(tones)], (x, y, z), (r * 0.3, 0.15 * (-1) ** i, r), feet=True)
    macaron('top', tones[0], (-0.005, -0.005, 0.045), (0.6, 0.2, 0.4), feet=True)
    return 0.07


def product_ring(colors):
    """A solitaire held upright in a velvet cushion (its lower band sunk in the cushion's slit), the
    brilliant held by six claws."""
    lift = 0.008
    gold = principled('gold', colors.get('metal', '#e9c27c'), metallic=1.0, roughness=0.12)
    torus('ring', 0.017, 0.0022, gold, (0, 0, 0.021 + lift), rotation=(math.radians(90), 0, 0))
    # a round brilliant: table, crown facets, girdle, pavilion to a point; flat facets, diamond's IOR
    gem = brilliant('diamond', 0.0055, glass('diamond', colors.get('gem', '#ffffff'), roughness=0.0, ior=2.42))
    gem.location = (0, 0, 0.0372 + lift)
    # small bright cards seen only in reflections and through the stone (not by the camera, nor lighting the set): the sparkle in the facets
    for k, (x, y, z) in enumerate(((-0.05, -0.04, 0.11), (0.06, -0.03, 0.09), (0.01, 0.07, 0.1), (-0.04, 0.05, 0.06))):
        card = box(f'sparkle{k}', (0.02, 0.02, 0.0005), principled(f'sparkle{k}', '#000000', emission='#ffffff', strength=60), (x, y, z + lift), bevel=0)
        card.rotation_euler = (Vector((0, 0, 0.037 + lift)) - Vector((x, y, z + lift))).to_track_quat('Z', 'Y').to_euler()
        card.visible_camera = False
        card.visible_diffuse = False
        card.visible_shadow = False
    # a soft box overhead, seen only in the stone's facets (its table and crown reflect it white)
    top = box('softbox', (0.09, 0.09, 0.0005), principled('softbox', '#000000', emission='#ffffff', strength=12), (0.02, -0.03, 0.16 + lift), bevel=0)
    top.visible_camera = False
    top.visible_diffuse = False
    top.visible_shadow = False
    # the head: a basket under the stone and six claws over its girdle, each with a rounded tip
    torus('basket', 0.0042, 0.0007, gold, (0, 0, 0.0345 + lift))
    for k in range(6):
        a = math.tau * (k + 0.5) / 6
        foot = Vector((0.0036 * math.cos(a), 0.0036 * math.sin(a), 0.0318 + lift))
        tip = Vector((0.0050 * math.cos(a), 0.0050 * math.sin(a), 0.0384 + lift))
        mid = (foot + tip) / 2
        claw = cylinder(f'claw{k}', 0.00055, (tip - foot).length, gold, mid, vertices=12)
        claw.rotation_euler = (tip - foot).to_track_quat('Z', 'Y').to_euler()
        sphere(f'claw-tip{k}', 0.00065, gold, tip)
    # the cushion: a soft rounded pillow of velvet, the ring's lower band in its slit
    velvet = principled('velvet', colors.get('dish', '#efe9e1'), roughness=1.0)
    bsdf = velvet.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Sheen'].default_value = 1.0
    bsdf.inputs['Sheen Tint'].default_value = 0.5
    bsdf.inputs['Specular'].default_value = 0.15
    pillow = [(0, 0), (0.024, 0), (0.029, 0.0015), (0.0315, 0.005), (0.031, 0.0085), (0.027, 0.0115), (0.018, 0.0128), (0, 0.0132)]
    lathe('cushion', pillow, velvet, segments=128)
    slit = principled('slit', '#000000', roughness=1.0)
    box('slit', (0.0075, 0.0012, 0.0004), slit, (0, 0, 0.0130), bevel=0)
    return 0.045 + lift


def brilliant(name, radius, mat, facets=16):
    """A round brilliant cut with flat facets: table at 0.56 of the girdle, crown 0.16, pavilion 0.43 of the diameter."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    d = 2 * radius
    table = [bm.verts.new((0.56 * radius * math.cos(math.tau * (i + 0.5) / (facets // 2)), 0.56 * radius * math.sin(math.tau * (i + 0.5) / (facets // 2)), 0.16 * d)) for i in range(facets // 2)]
    star = [bm.verts.new((0.8 * radius * math.cos(math.tau * i / (facets // 2)), 0.8 * radius * math.sin(math.tau * i / (facets // 2)), 0.1 * d)) for i in range(facets // 2)]
    girdle = [bm.verts.new((radius * math.cos(math.tau * i / facets), radius * math.sin(math.tau * i / facets), 0.0)) for i in range(facets)]
    low = [bm.verts.new((radius * math.cos(math.tau * i / facets), radius * math.sin(math.tau * i / facets), -0.015 * d)) for i in range(facets)]
    culet = bm.verts.new((0, 0, -0.43 * d))
    bm.faces.new(table)
    half = facets // 2
    for i in range(half):
        a, b = table[i], table[(i + 1) % half]
        s0, s1 = star[i], star[(i + 1) % half]
        g0, g1, g2 = girdle[2 * i], girdle[2 * i + 1], girdle[(2 * i + 2) % facets]
        bm.faces.new((a, s0, g1))
        bm.faces.new((a, g1, s1))
        bm.faces.new((a, s1, b))
        bm.faces.new((s0, g0, g1))
        bm.faces.new((s1, g1, g2))
    for i in range(facets):
        j = (i + 1) % facets
        bm.faces.new((girdle[i], low[i], low[j], girdle[j]))
        bm.faces.new((low[i], culet, low[j]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
    return link(bpy.data.objects.new(name, mesh), mat)


def product_candle(colors):
    """A candle poured in a glass tumbler: the glass lets the lamps' light through to the wax (it is
    not a dark, speckled block), the label tall enough for its fine print."""
    tumbler = glass('tumbler', colors.get('glass', '#5c4a6a'), roughness=0.0, lets_light=True)
    outer = [(0, 0), (0.038, 0), (0.04, 0.004), (0.04, 0.09), (0.039, 0.092)]
    lathe('tumbler', vessel(outer, 0.003, 0.008), tumbler)
    wax = principled('wax', colors.get('wax', '#f3e6d3'), roughness=0.45, subsurface=0.2)
    wax.node_tree.nodes['Principled BSDF'].inputs['Subsurface Radius'].default_value = (0.006, 0.004, 0.002)
    # the melt pool dips a little towards the wick
    lathe('wax', [(0, 0.0085), (0.0365, 0.0085), (0.0365, 0.066), (0.03, 0.0655), (0.012, 0.0635), (0, 0.063)], wax)
    wick = principled('wick', '#1c1410', roughness=0.8)
    cylinder('wick', 0.0009, 0.01, wick, (0, 0, 0.068), vertices=12)
    flame = principled('flame', '#ffb347', emission='#ffae42', strength=60)
    sphere('flame', 0.004, flame, (0, 0, 0.079), scale=(1, 1, 2.3))
    light = bpy.data.lights.new('flame-light', 'POINT')
    light.energy = 1.2
    light.color = (1.0, 0.7, 0.4)
    light.shadow_soft_size = 0.004
    obj = bpy.data.objects.new('flame-light', light)
    obj.location = (0, 0, 0.079)
    bpy.context.scene.collection.objects.link(obj)
    label = printed('candle-label', colors.get('labelImage'), roughness=0.7, color=colors.get('label', '#efe6da'))
    lathe('label', [(0.0405, 0.022), (0.0405, 0.07)], label, subdiv=0)
    return 0.095


def wine_liquid(name, color):
    """Red wine: clear at its surface, its colour absorbed in its volume (ruby where it is thin at a
    glass's edge, near black in the bottle), and letting the lamps' light through (ruby light on the
    table, wine lit in the glass)."""
    mat = principled(name, '#ffffff', transmission=1.0, ior=1.34, roughness=0.0)
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    absorb = nodes.new('ShaderNodeVolumeAbsorption')
    absorb.inputs['Color'].default_value = hex_rgb(color)
    absorb.inputs['Density'].default_value = 110.0
    links.new(absorb.outputs['Volume'], nodes['Material Output'].inputs['Volume'])
    return shadow_clear(mat)


def product_wine(colors):
    bottle = glass('wine-glass', colors.get('bottle', '#1f3b22'), roughness=0.02)
    outer = [(0, 0), (0.036, 0), (0.037, 0.006), (0.037, 0.2), (0.033, 0.23), (0.016, 0.27), (0.0135, 0.29), (0.0135, 0.33), (0.0145, 0.332)]
    lathe('bottle', vessel(outer, 0.003, 0.012), bottle)
    wine = wine_liquid('wine', colors.get('wine', '#e60d1f'))
    lathe('wine-in', [(0, 0.013), (0.0335, 0.013), (0.0335, 0.2), (0.03, 0.225), (0, 0.225)], wine, subdiv=0)
    foil = principled('foil', colors.get('foil', '#3b0a14'), metallic=0.8, roughness=0.3)
    lathe('foil', [(0, 0.3), (0.0148, 0.3), (0.0148, 0.336), (0, 0.336)], foil)
    label = printed('wine-label', colors.get('labelImage'), roughness=0.75, color=colors.get('label', '#f1e9d8'))
    lathe('label', [(0.0374, 0.07), (0.0374, 0.16)], label, subdiv=0)
    crystal = glass('crystal', '#ffffff', roughness=0.0, lets_light=True)
    gx = 0.1
    glass_outer = [(0, 0), (0.035, 0), (0.036, 0.002), (0.004, 0.006), (0.0035, 0.09), (0.02, 0.1), (0.04, 0.13), (0.043, 0.16), (0.036, 0.2)]
    g = lathe('glass', vessel(glass_outer, 0.0012, 0.097), crystal)
    g.location = (gx, -0.06, 0)
    w = lathe('glass-wine', [(0, 0.099), (0.018, 0.101), (0.033, 0.118), (0.0405, 0.14), (0, 0.14)], wine, subdiv=1)
    w.location = (gx, -0.06, 0)
    return 0.336


def product_character(colors):
    """A friendly mascot: the 3D-character service's subject."""
    # painted vinyl, as a figure is: opaque (its subsurface scattering rendered as a fuzz of speckle)
    skin = principled('mascot', colors.get('body', '#ffb04a'), roughness=0.4, clearcoat=0.2)
    belly = principled('belly', colors.get('belly', '#fff1d6'), roughness=0.4)
    dark = principled('eyes', '#15151b', roughness=0.05, clearcoat=1.0)
    white = principled('glint', '#ffffff', emission='#ffffff', strength=3)
    cheek = principled('cheek', colors.get('cheek', '#ff7a7a'), roughness=0.5)
    sphere('body', 0.05, skin, (0, 0, 0.05), scale=(1, 0.9, 1.05))
    sphere('belly', 0.032, belly, (0, -0.026, 0.042), scale=(1, 0.6, 1))
    sphere('head', 0.045, skin, (0, 0, 0.125), scale=(1.1, 0.95, 0.95))
    for side in (-1, 1):
        sphere(f'ear{side}', 0.016, skin, (side * 0.034, 0.0, 0.168), scale=(1, 0.6, 1.3))
        sphere(f'eye{side}', 0.0075, dark, (side * 0.018, -0.038, 0.13), scale=(1, 0.6, 1.25))
        sphere(f'glint{side}', 0.0022, white, (side * 0.018 + 0.002, -0.0425, 0.134))
        sphere(f'cheek{side}', 0.008, cheek, (side * 0.031, -0.033, 0.115), scale=(1, 0.4, 0.7))
        sphere(f'arm{side}', 0.014, skin, (side * 0.05, -0.01, 0.06), scale=(0.8, 0.8, 1.4))
        sphere(f'foot{side}', 0.016, skin, (side * 0.022, -0.012, 0.008), scale=(1, 1.3, 0.6))
    return 0.19


def product_building(colors):
    """A small modern building: the architecture service's subject (model scale)."""
    concrete = principled('concrete', colors.get('concrete', '#d9d4cc'), roughness=0.7)
    noisy(concrete, scale=80, amount=0.08, second='#a9a39a', bump=0.05)
    glazing = principled('glazing', colors.get('glass', '#7fa6c4'), metallic=0.6, roughness=0.05, clearcoat=1.0)
    wood_mat = wood('cladding', '#b98a5c', '#7b5534', 20)
    ground = principled('lawn', colors.get('lawn', '#6e8f4e'), roughness=0.9)
    noisy(ground, scale=200, amount=0.2, second='#445f2e', bump=0.3)
    box('lawn', (0.5, 0.5, 0.004), ground, (0, 0, 0.002), bevel=0)
    box('slab1', (0.26, 0.15, 0.012), concrete, (0, 0, 0.01), bevel=0.001)
    box('glass1', (0.24, 0.13, 0.05), glazing, (0, 0, 0.041), bevel=0.0005)
    box('slab2', (0.3, 0.17, 0.012), concrete, (0.03, -0.01, 0.072), bevel=0.001)
    box('box2', (0.16, 0.13, 0.055), wood_mat, (0.07, 0.0, 0.105), bevel=0.0005)
    box('glass2', (0.1, 0.125, 0.05), glazing, (-0.065, 0.0, 0.103), bevel=0.0005)
    box('roof', (0.3, 0.17, 0.01), concrete, (0.03, -0.01, 0.138), bevel=0.001)
    for i in range(9):
        box(f'fin{i}', (0.004, 0.004, 0.05), concrete, (-0.11 + i * 0.028, -0.066, 0.041), bevel=0)
    water = principled('pool', '#3f8fb3', roughness=0.02, transmission=0.6, ior=1.33)
    box('pool', (0.18, 0.06, 0.004), water, (0.02, -0.14, 0.005), bevel=0)
    tree = principled('tree', '#3f6b35', roughness=0.8, subsurface=0.1)
    noisy(tree, scale=40, amount=0.3, second='#26451f', bump=0.4)
    for i, (x, y, s) in enumerate(((-0.2, 0.1, 0.04), (-0.17, 0.16, 0.03), (0.21, 0.12, 0.035))):
        pebble(f'tree{i}', s, tree, (x, y, s * 1.3), seed=20 + i).scale = (1, 1, 1.1)
    return 0.15


def product_record(colors):
    plinth = wood('plinth', '#a87a52', '#6b4a2f', 8)
    box('plinth', (0.2, 0.16, 0.03), plinth, (0, 0, 0.015), bevel=0.004)
    metal = principled('platter', '#bdbdc2', metallic=1.0, roughness=0.3)
    cylinder('platter', 0.062, 0.006, metal, (-0.02, 0, 0.033))
    vinyl = principled('vinyl', '#0c0c0e', roughness=0.18, clearcoat=0.6)
    nodes, links = vinyl.node_tree.nodes, vinyl.node_tree.links
    wave = nodes.new('ShaderNodeTexWave')
    wave.wave_type = 'RINGS'
    wave.inputs['Scale'].default_value = 120
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.08
    links.new(wave.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], nodes['Principled BSDF'].inputs['Normal'])
    cylinder('record', 0.06, 0.0015, vinyl, (-0.02, 0, 0.0368))
    label = principled('record-label', colors.get('label', '#e85d3a'), roughness=0.5)
    cylinder('label', 0.02, 0.0017, label, (-0.02, 0, 0.0369))
    arm = principled('arm', '#d8d8dc', metallic=1.0, roughness=0.2)
    cylinder('pivot', 0.008, 0.02, arm, (0.07, 0.05, 0.04))
    cylinder('tonearm', 0.0018, 0.085, arm, (0.055, 0.012, 0.048), rotation=(math.radians(90), 0, math.radians(-20)))
    return 0.06


def product_petbowl(colors):
    """A glazed ceramic pet bowl with kibble, a bone-shaped biscuit beside it."""
    # stoneware: a glaze with iron speckles and a faint orange-peel, not a lacquered plastic's mirror
    ceramic = principled('pet-bowl', colors.get('bowl', '#3d5a80'), roughness=0.2, clearcoat=0.35)
    noisy(ceramic, scale=260, amount=0.12, detail=2, second='#1a2030', bump=0.02)
    outer = [(0, 0), (0.055, 0), (0.06, 0.004), (0.072, 0.035), (0.074, 0.042)]
    lathe('pet-bowl', vessel(outer, 0.006, 0.012), ceramic)
    kibble = principled('kibble', '#8a5a2b', roughness=0.7)
    noisy(kibble, scale=90, amount=0.3, second='#5e3a18', bump=0.4)
    rnd = random.Random(11)
    for i in range(70):
        a, r = rnd.uniform(0, math.tau), math.sqrt(rnd.random()) * 0.05
        pebble(f'kibble{i}', 0.0065, kibble, (r * math.cos(a), r * math.sin(a), 0.016 + rnd.uniform(0, 0.014) * (1 - r / 0.06)), seed=100 + i)
    return 0.045


def product_stationery(colors):
    """A cloth-bound notebook with an elastic band and a pencil across it."""
    cover = principled('notebook', colors.get('cover', '#247ba0'), roughness=0.6)
    noisy(cover, scale=300, amount=0.05, second='#1b5d7a', bump=0.05)
    pages = principled('pages', '#f4efe4', roughness=0.8)
    box('pages', (0.138, 0.2, 0.014), pages, (0, 0, 0.009), bevel=0.001)
    box('back', (0.142, 0.204, 0.002), cover, (0, 0, 0.001), bevel=0.0008)
    box('front', (0.142, 0.204, 0.002), cover, (0, 0, 0.017), bevel=0.0008)
    band = principled('band', '#1d1d1d', roughness=0.5)
    box('band', (0.006, 0.206, 0.0195), band, (0.052, 0, 0.009), bevel=0.0005)
    wood_mat = wood('pencil-wood', '#e6c08a', '#c89a5e', 60)
    paint = principled('pencil', colors.get('pencil', '#f2b705'), roughness=0.35, clearcoat=0.5)
    angle = math.radians(28)
    cylinder('pencil', 0.0042, 0.15, paint, (0.0, -0.01, 0.0225), rotation=(0, math.radians(90), angle), vertices=6)
    bpy.ops.mesh.primitive_cone_add(vertices=6, radius1=0.0042, radius2=0.0008, depth=0.02, location=(0.084 * math.cos(angle), -0.01 + 0.084 * math.sin(angle), 0.0225), rotation=(0, math.radians(90), angle))
    bpy.context.active_object.data.materials.append(wood_mat)
    return 0.05


PRODUCTS = {
    'dropper': product_dropper, 'perfume': product_perfume, 'jar': product_jar, 'pump': product_pump,
    'lipstick': product_lipstick, 'cup': product_cup, 'macarons': product_macarons, 'ring': product_ring,
    'candle': product_candle, 'wine': product_wine,
    'character': product_character, 'building': product_building, 'record': product_record,
    'petbowl': product_petbowl, 'stationery': product_stationery,
}

# ---------------------------------------------------------------------------------------------
# Looks


def area(name, size, energy, location, target=(0, 0, 0.06), color=(1, 1, 1), shape='RECTANGLE', size_y=None):
    light = bpy.data.lights.new(name, 'AREA')
    light.shape = shape
    light.size = size
    light.size_y = size_y or size
    light.energy = energy
    light.color = color
    obj = bpy.data.objects.new(name, light)
    obj.location = location
    bpy.context.scene.collection.objects.link(obj)
    direction = Vector(target) - Vector(location)
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()
    return obj


def sweep(color, roughness=0.55, width=4.0, radius=0.5, depth=2.0, height=2.0, y0=-1.0):
    """A seamless paper backdrop: floor curving up into a wall."""
    mesh = bpy.data.meshes.new('sweep')
    bm = bmesh.new()
    prof = [(y0, 0.0), (depth - radius, 0.0)]
    for i in range(1, 12):
        a = math.pi / 2 * i / 12
        prof.append((depth - radius + radius * math.sin(a), radius - radius * math.cos(a)))
    prof += [(depth, radius), (depth, height)]
    left = [bm.verts.new((-width / 2, y, z)) for y, z in prof]
    right = [bm.verts.new((width / 2, y, z)) for y, z in prof]
    for i in range(len(prof) - 1):
        bm.faces.new((left[i], right[i], right[i + 1], left[i + 1]))
    bm.to_mesh(mesh)
    bm.free()
    mat = principled('paper', color, roughness=roughness)
    noisy(mat, scale=400, amount=0.015, second='#808080')
    obj = link(bpy.data.objects.new('sweep', mesh), mat)
    for poly in obj.data.polygons:
        poly.use_smooth = True
    return obj


def world(color, strength):
    w = bpy.data.worlds.new('world')
    w.use_nodes = True
    bg = w.node_tree.nodes['Background']
    bg.inputs['Color'].default_value = hex_rgb(color)
    bg.inputs['Strength'].default_value = strength
    bpy.context.scene.world = w


def camera(location, target, lens=85, fstop=None, focus=None, roll=0.0):
    cam = bpy.data.cameras.new('camera')
    cam.lens = lens
    cam.sensor_width = 36
    obj = bpy.data.objects.new('camera', cam)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    direction = Vector(target) - Vector(location)
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()
    if roll:
        obj.rotation_euler.rotate_axis('Z', math.radians(roll))
    if fstop:
        cam.dof.use_dof = True
        cam.dof.aperture_fstop = fstop
        cam.dof.focus_distance = focus or direction.length
    bpy.context.scene.camera = obj
    return obj


def props(kind, colors, size):
    if kind == 'podium':
        mat = principled('podium', colors.get('podium', '#f0e6e0'), roughness=0.35)
        noisy(mat, scale=30, amount=0.05, second='#ffffff')
        radius = min(max(size * 0.75, 0.07), 0.12)
        cylinder('podium', radius, 0.04, mat, (0, 0, 0.02), bevel=0.002)
        return 0.04
    if kind == 'stones':
        mat = principled('stone', colors.get('stone', '#6f6b64'), roughness=0.7)
        noisy(mat, scale=12, amount=0.25, second='#3d3a36', bump=0.06)
        radius = 0.09
        slab = pebble('slab', radius, mat, (0, 0, 0), seed=1)
        slab.scale = (1.0, 0.8, 0.18)
        slab.location.z = radius * 0.18 - 0.004
        for i, (x, y, r) in enumerate(((0.12, 0.05, 0.022), (-0.12, -0.02, 0.016), (0.09, -0.08, 0.012))):
            pebble(f'stone{i}', r, mat, (x, y, r * 0.45), seed=i + 2)
        return 2 * radius * 0.18 - 0.006
    if kind == 'coffee-beans':
        mat = principled('bean', '#3b2113', roughness=0.3, clearcoat=0.5)
        rnd = random.Random(9)
        for i in range(18):
            b = sphere(f'bean{i}', 0.006, mat, (rnd.uniform(-0.085, 0.085), rnd.uniform(-0.11, -0.075), 0.003), scale=(1.2, 0.85, 0.55))
            b.rotation_euler = (0, 0, rnd.uniform(0, math.pi))
        return 0.0
    if kind == 'macarons':
        tones = colors.get('macarons', ['#f2a7b8', '#b9d98f', '#f5d67a'])
        macaron('side0', tones[0], (0.1, 0.07, 0.0), (0, 0, 0.4))
        macaron('side1', tones[1 % len(tones)], (-0.095, 0.08, 0.0), (0, 0, 1.2))
        macaron('side2', tones[2 % len(tones)], (-0.075, 0.11, 0.0), (0.3, 0, 2.0))
        return 0.0
    return 0.0


def studio(shot, size):
    c = shot.get('colors', {})
    backdrop = c.get('backdrop', '#f4f1ec')
    sweep(backdrop, roughness=shot.get('paper', 0.55))
    mood = shot.get('mood', 'soft')
    world(backdrop, 0.05 if mood == 'dramatic' else 0.25)
    h = size
    if mood == 'dramatic':
        area('key', 0.6, 60, (-0.55, -0.35, 0.6), (0, 0, h / 2))
        area('rim', 0.25, 45, (0.45, 0.55, 0.35), (0, 0, h / 2), size_y=1.0)
        area('fill', 1.0, 6, (0.8, -0.6, 0.3), (0, 0, h / 2))
    elif mood == 'warm':
        area('window', 1.2, 110, (-1.1, 0.2, 0.7), (0, 0, h / 2), color=(1.0, 0.86, 0.7))
        area('bounce', 1.0, 10, (0.9, -0.6, 0.4), (0, 0, h / 2))
        area('rim', 0.3, 25, (0.4, 0.7, 0.45), (0, 0, h / 2), color=(1.0, 0.8, 0.6))
    else:
        # soft boxes: a big key, strip lights either side (the lines on glass), a top fill
        area('key', 1.2, 55, (-0.8, -0.7, 0.9), (0, 0, h / 2))
        area('strip-l', 0.12, 18, (-0.5, 0.2, 0.25), (0, 0, h / 2), size_y=1.2)
        area('strip-r', 0.12, 22, (0.5, 0.15, 0.25), (0, 0, h / 2), size_y=1.2)
        area('top', 1.0, 18, (0, 0.1, 1.1), (0, 0, 0))
        if shot.get('highkey'):
            area('background', 2.0, 90, (0, 0.6, 0.9), (0, 2.0, 0.6))
    lift = 0.0
    for kind in shot.get('props', []):
        lift = max(lift, props(kind, c, size))
    return lift


def tiles(name, color, grout, scale, roughness=0.25, wall=True):
    """Glazed wall (or floor, wall=False) tiles: a brick texture with thin grout lines."""
    mat = principled(name, color, roughness=roughness, clearcoat=0.4)
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes['Principled BSDF']
    coord = nodes.new('ShaderNodeTexCoord')
    # the brick texture lays its rows out in x and y: a wall (x and z) is turned into that plane
    mapping = nodes.new('ShaderNodeMapping')
    if wall:
        mapping.inputs['Rotation'].default_value = (math.radians(90), 0, 0)
    links.new(coord.outputs['Object'], mapping.inputs['Vector'])
    brick = nodes.new('ShaderNodeTexBrick')
    brick.offset = 0.5 if scale[1] != scale[0] else 0.0
    brick.inputs['Color1'].default_value = hex_rgb(color)
    brick.inputs['Color2'].default_value = hex_rgb(color)
    brick.inputs['Mortar'].default_value = hex_rgb(grout)
    brick.inputs['Scale'].default_value = 1.0
    brick.inputs['Mortar Size'].default_value = 0.012
    brick.inputs['Brick Width'].default_value = scale[0]
    brick.inputs['Row Height'].default_value = scale[1]
    links.new(mapping.outputs['Vector'], brick.inputs['Vector'])
    links.new(brick.outputs['Color'], bsdf.inputs['Base Color'])
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.3
    bump.invert = True
    links.new(brick.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return mat


def mug(name, color, location, radius=0.04, height=0.09, turn=0.0):
    """A plain glazed mug with a handle (coloured: no grey stand-in)."""
    mat = principled(name, color, roughness=0.2, clearcoat=0.3)
    x, y, z = location
    lathe(name, vessel([(0, 0), (radius * 0.9, 0), (radius, 0.006), (radius, height)], 0.004, 0.008), mat, location=location)
    h = torus(f'{name}-handle', height * 0.26, radius * 0.13, mat, (x + radius * math.cos(turn) * 1.2, y + radius * math.sin(turn) * 1.2, z + height * 0.5), rotation=(math.radians(90), 0, turn))
    h.scale = (0.8, 1, 1.1)
    coffee = principled(f'{name}-tea', '#5a3418', roughness=0.1)
    lathe(f'{name}-tea', [(0, 0), (radius - 0.004, 0)], coffee, subdiv=0, location=(x, y, z + height * 0.8))


def room_lights(warm, cool, ceiling=(0.15, -0.25, 1.3), window=(-1.2, 0.3, 0.6)):
    """Mixed indoor light: a warm ceiling bulb and a cool window to one side."""
    area('ceiling', 0.35, warm, ceiling, (0, 0, 0), color=(1.0, 0.74, 0.48))
    area('window', 1.0, cool, window, (0, 0, 0.05), color=(0.72, 0.84, 1.0))


def snapshot(shot, size):
    """A customer's phone picture where the product happens to stand: "setting" picks the room
    (kitchen counter, office desk, bathroom shelf, cafe table; none: the plain kitchen table that the
    instant preview's test set uses), with its own clutter and mixed warm and cool light."""
    c = shot.get('colors', {})
    setting = shot.get('setting')
    r = size * 0.35
    if setting == 'kitchen':
        counter = principled('counter', '#c9c2b6', roughness=0.3, clearcoat=0.3)
        noisy(counter, scale=90, amount=0.3, second='#7b756c', bump=0.02)
        box('counter', (3, 3, 0.04), counter, (0, 0.5, -0.02), bevel=0)
        box('backsplash', (3, 0.02, 1.5), tiles('subway', '#f1efe9', '#b8b2a6', (0.15, 0.075)), (0, 0.3, 0.75), bevel=0)
        board = wood('board', '#c79a66', '#94693f', 14)
        box('board', (0.3, 0.2, 0.018), board, (-0.24, 0.17, 0.009), bevel=0.004, rotation=(0, 0, 0.25))
        sphere('lemon', 0.032, principled('lemon', '#e8c53a', roughness=0.45, subsurface=0.05), (-0.2, 0.16, 0.045), scale=(1.25, 1, 1))
        sphere('lemon2', 0.03, principled('lemon2', '#dcb52e', roughness=0.45), (-0.3, 0.2, 0.044), scale=(1.2, 1, 1))
        mug('mug', '#c2452d', (0.2, 0.16, 0.0), turn=2.4)
        sponge = principled('sponge', '#f2d541', roughness=0.9)
        box('sponge', (0.09, 0.06, 0.025), sponge, (0.19, -0.06, 0.0125), bevel=0.004, rotation=(0, 0, -0.4))
        box('scourer', (0.09, 0.06, 0.006), principled('scourer', '#2f7d3a', roughness=0.9), (0.19, -0.06, 0.028), bevel=0.002, rotation=(0, 0, -0.4))
        box('crumbs', (0.002, 0.002, 0.001), counter, (0.05, -0.08, 0.0005), bevel=0)
        world('#c9c4b8', 0.5)
        room_lights(50, 90)
    elif setting == 'desk':
        desk = principled('desk', '#e7e2d8', roughness=0.45)
        noisy(desk, scale=30, amount=0.06, second='#cfc8ba')
        box('desk', (3, 3, 0.04), desk, (0, 0.5, -0.02), bevel=0)
        box('wall', (3, 0.02, 2), principled('wall', '#d6dde2', roughness=0.9), (0, 0.6, 1.0), bevel=0)
        dark = principled('laptop', '#3a3d42', metallic=0.6, roughness=0.35)
        box('laptop', (0.34, 0.23, 0.012), dark, (0.12, 0.32, 0.006), bevel=0.003, rotation=(0, 0, -0.12))
        box('keys', (0.28, 0.1, 0.002), principled('keys', '#1c1d20', roughness=0.6), (0.12, 0.3, 0.013), bevel=0, rotation=(0, 0, -0.12))
        screen = principled('screen', '#101216', roughness=0.1, emission='#9fb8d8', strength=1.5)
        box('screen', (0.34, 0.012, 0.22), screen, (0.15, 0.45, 0.115), bevel=0.003, rotation=(-0.2, 0, -0.12))
        box('notes', (0.076, 0.076, 0.012), principled('notes', '#f7e26b', roughness=0.8), (-0.17, -0.02, 0.006), bevel=0.001, rotation=(0, 0, 0.3))
        cylinder('pen', 0.004, 0.14, principled('pen', '#1f4fa8', roughness=0.3), (-0.12, -0.1, 0.004), rotation=(0, math.radians(90), 0.6), vertices=12)
        box('phone', (0.072, 0.15, 0.008), principled('phone', '#111111', roughness=0.15, clearcoat=1.0), (0.17, -0.06, 0.004), bevel=0.004, rotation=(0, 0, 0.5))
        mug('mug', '#2f6d8f', (-0.2, 0.2, 0.0), turn=0.5)
        box('paper', (0.21, 0.297, 0.001), principled('paper', '#f6f6f2', roughness=0.8), (-0.05, 0.12, 0.0005), bevel=0, rotation=(0, 0, -0.25))
        world('#b9c3cc', 0.5)
        room_lights(55, 80, ceiling=(-0.3, -0.1, 1.2), window=(1.2, 0.4, 0.7))
    elif setting == 'bathroom':
        shelf = principled('shelf', '#ece9e4', roughness=0.2, clearcoat=0.5)
        noisy(shelf, scale=14, amount=0.12, second='#b9b6b0')
        box('shelf', (3, 3, 0.04), shelf, (0, 0.5, -0.02), bevel=0)
        box('wall', (3, 0.02, 2), tiles('tiles', '#dfe7e6', '#9aa5a3', (0.1, 0.1)), (0, 0.22, 1.0), bevel=0)
        cup = principled('tumbler', '#7fb7c9', roughness=0.3, clearcoat=0.3)
        lathe('tumbler', vessel([(0, 0), (0.033, 0), (0.036, 0.1)], 0.003, 0.006), cup, location=(-0.17, 0.12, 0))
        for k, (col, tilt) in enumerate((('#e0457b', 0.25), ('#3fa34d', -0.2))):
            cylinder(f'brush{k}', 0.0045, 0.18, principled(f'brush{k}', col, roughness=0.3), (-0.17 + tilt * 0.05, 0.12, 0.12), rotation=(0, tilt, 0), vertices=12)
        dish = principled('dish', '#f4f4f2', roughness=0.1, clearcoat=0.6)
        lathe('dish', [(0, 0), (0.05, 0), (0.06, 0.012), (0.056, 0.012), (0.045, 0.004), (0, 0.004)], dish, location=(0.19, -0.02, 0))
        soap = principled('soap', '#f0c9a8', roughness=0.4, subsurface=0.2)
        box('soap', (0.07, 0.045, 0.022), soap, (0.19, -0.02, 0.016), bevel=0.008, rotation=(0, 0, 0.3))
        towel = principled('towel', '#e9e3d6', roughness=1.0)
        noisy(towel, scale=300, amount=0.15, second='#b7ad98', bump=0.3)
        box('towel', (0.2, 0.16, 0.05), towel, (0.26, 0.16, 0.025), bevel=0.02, rotation=(0, 0, -0.15))
        lathe('jar', [(0, 0), (0.03, 0), (0.03, 0.05), (0, 0.05)], principled('jar', '#f7f7f7', roughness=0.3), location=(-0.08, 0.15, 0))
        world('#cfd6d6', 0.45)
        room_lights(40, 70, ceiling=(0.0, 0.0, 1.1), window=(1.1, -0.3, 0.9))
        area('mirror-light', 0.6, 30, (0.0, -0.9, 0.5), (0, 0, 0.05), color=(0.85, 0.92, 1.0))
    elif setting == 'cafe':
        top = principled('cafe-table', '#e9e4dc', roughness=0.2, clearcoat=0.6)
        noisy(top, scale=5, amount=0.2, second='#b9b0a4', detail=12)
        lathe('cafe-table', [(0, -0.03), (0.34, -0.03), (0.35, -0.02), (0.35, 0.0), (0, 0.0)], top, segments=128)
        box('floor', (4, 4, 0.02), tiles('floor', '#6f6358', '#4b4038', (0.3, 0.3), wall=False), (0, 0.5, -0.75), bevel=0)
        box('wall', (4, 0.02, 2.5), principled('wall', '#5b4638', roughness=0.8), (0, 1.2, 0.3), bevel=0)
        napkin = principled('napkin', '#f5f2ea', roughness=0.95)
        noisy(napkin, scale=40, amount=0.08, second='#d9d3c6', bump=0.2)
        box('napkin', (0.12, 0.12, 0.003), napkin, (0.14, -0.05, 0.0015), bevel=0, rotation=(0, 0, 0.5))
        steel = principled('spoon', '#d6d6d6', metallic=1.0, roughness=0.2)
        box('spoon', (0.11, 0.008, 0.002), steel, (0.13, -0.05, 0.005), bevel=0.001, rotation=(0, 0, 0.9))
        for k in range(3):
            box(f'sugar{k}', (0.05, 0.02, 0.004), principled(f'sugar{k}', ('#d94f3a', '#f2efe6', '#8c5a2b')[k], roughness=0.8), (-0.15 + k * 0.012, -0.07 + k * 0.02, 0.002 + k * 0.004), bevel=0.001, rotation=(0, 0, 0.3 + k * 0.4))
        box('phone', (0.072, 0.15, 0.008), principled('phone', '#22252a', roughness=0.15, clearcoat=1.0), (-0.19, 0.14, 0.004), bevel=0.004, rotation=(0, 0, -0.7))
        water = glass('water-glass', '#ffffff', roughness=0.05)
        lathe('water', vessel([(0, 0), (0.03, 0), (0.034, 0.11)], 0.002, 0.004), water, location=(0.16, 0.24, 0))
        world('#3a2e26', 0.6)
        area('pendant', 0.12, 50, (0.05, 0.05, 0.7), (0, 0, 0), color=(1.0, 0.7, 0.42))
        area('window', 1.2, 70, (-1.3, -0.2, 0.7), (0, 0, 0.05), color=(0.7, 0.82, 1.0))
    else:
        table = principled('table', c.get('table', '#d6c9b4'), roughness=0.35, clearcoat=0.2)
        noisy(table, scale=6, amount=0.12, second=c.get('tableDark', '#b9a78c'))
        box('table', (3, 3, 0.04), table, (0, 0.5, -0.02), bevel=0)
        wall = principled('wall', c.get('wall', '#e4ded2'), roughness=0.9)
        noisy(wall, scale=8, amount=0.06, second='#b9b2a4')
        box('wall', (3, 0.02, 2), wall, (0, 0.45, 1.0), bevel=0)
        world('#d8d4c8', 0.9)
        area('ceiling', 0.5, 70, (0.2, -0.3, 1.4), (0, 0, 0), color=(1.0, 0.93, 0.8))
        clutter = principled('clutter', '#6f7a86', roughness=0.6)
        box('mail', (0.16, 0.11, 0.003), principled('paper', '#f2f0ea', roughness=0.8), (0.2, 0.2, 0.002), bevel=0).rotation_euler.z = 0.4
        cylinder('mug', 0.04, 0.09, clutter, (-0.24, 0.28, 0.045))
    return 0.0


def clutter(shot, reach):
    """More on the kitchen table (snapshot look, "clutter": true): a tea tin and a pile of books behind,
    a fruit and a folded tea towel beside; reach is how far the product spreads from its centre."""
    rnd = random.Random(str(shot.get('seed', shot['name'])) + '/clutter')
    tones = list(shot.get('colors', {}).get('clutter', ['#b23a48', '#e07a2e', '#2e86ab', '#6b8f71', '#c9a66b', '#7d5a80', '#33415c']))
    rnd.shuffle(tones)
    # a tea tin behind the product, a little to the left
    r, h = rnd.uniform(0.03, 0.04), rnd.uniform(0.09, 0.13)
    x, y = -(reach * 0.5 + r + rnd.uniform(0.0, 0.03)), reach + r + rnd.uniform(0.03, 0.07)
    cylinder('tin', r, h, principled('tin', tones[0], metallic=0.5, roughness=0.35, clearcoat=0.4), (x, y, h / 2), bevel=0.002)
    cylinder('tin-lid', r + 0.0015, 0.016, principled('tin-lid', '#c8c8c8', metallic=1.0, roughness=0.25), (x, y, h + 0.006), bevel=0.001)
    # two books, one on the other, further back on the right
    x, y = reach * 0.4 + rnd.uniform(0.1, 0.14), reach + rnd.uniform(0.14, 0.2)
    a = rnd.uniform(-0.5, 0.5)
    box('book0', (0.15, 0.21, 0.025), principled('book0', tones[1], roughness=0.6), (x, y, 0.0125), bevel=0.002, rotation=(0, 0, a))
    box('book1', (0.13, 0.19, 0.02), principled('book1', tones[2], roughness=0.6), (x + 0.01, y - 0.005, 0.035), bevel=0.002, rotation=(0, 0, a + rnd.uniform(-0.3, 0.3)))
    # a fruit on the right, just in front
    fruit = principled('fruit', rnd.choice(['#c0392b', '#e67e22', '#9bbf3a', '#e8c547']), roughness=0.35, clearcoat=0.3, subsurface=0.05)
    fr = rnd.uniform(0.03, 0.038)
    x, y = reach + fr + rnd.uniform(0.015, 0.04), -rnd.uniform(0.0, 0.05)
    sphere('fruit', fr, fruit, (x, y, fr * 0.9), scale=(1, 1, 0.9))
    cylinder('fruit-stem', 0.002, 0.012, principled('stem', '#4a3520', roughness=0.8), (x, y, fr * 1.8 + 0.004), rotation=(0.3, 0, 0), vertices=8)
    # a folded tea towel on the left, in front
    towel = principled('towel', tones[3], roughness=0.9)
    noisy(towel, scale=120, amount=0.1, second='#ffffff', bump=0.1)
    box('towel', (0.12, 0.17, 0.014), towel, (-(reach + 0.08 + rnd.uniform(0.0, 0.03)), -rnd.uniform(0.02, 0.08), 0.007), bevel=0.005, rotation=(0, 0, rnd.uniform(-0.4, 0.4)))


def clay(shot, size):
    """The untextured model on a grey studio: every material replaced by clay."""
    sweep('#bdbdbd', roughness=0.8)
    world('#ffffff', 0.5)
    area('key', 1.2, 100, (-0.8, -0.7, 0.9), (0, 0, 0.06))
    area('top', 1.0, 30, (0, 0.1, 1.1), (0, 0, 0))
    return 0.0


def world_points(objects):
    """The objects' points in world space: their vertices after modifiers (a dense mesh: its box's corners)."""
    bpy.context.view_layer.update()
    depsgraph = bpy.context.evaluated_depsgraph_get()
    points = []
    for obj in objects:
        if obj.type != 'MESH':
            continue
        evaluated = obj.evaluated_get(depsgraph)
        matrix = evaluated.matrix_world
        mesh = evaluated.to_mesh()
        if len(mesh.vertices) > 20000:
            points += [matrix @ Vector(corner) for corner in evaluated.bound_box]
        else:
            points += [matrix @ v.co for v in mesh.vertices]
        evaluated.to_mesh_clear()
    return points


def bounds(objects):
    points = world_points(objects)
    lo = Vector((min(p.x for p in points), min(p.y for p in points), min(p.z for p in points)))
    hi = Vector((max(p.x for p in points), max(p.y for p in points), max(p.z for p in points)))
    return lo, hi


def placement(s, product):
    """Where the (hidden) product stands, in pixels of the render (y down): its bottom centre, its
    bounding box projected, and the direction its shadow falls in from the strongest light that
    shines on it: away from that light's foot on the floor, through the product's, as the picture
    shows that line (right for a light at the front left, and also for a light behind the camera)."""
    lo, hi = bounds(product)
    w, h = s.render.resolution_x, s.render.resolution_y

    def pixel(co):
        v = world_to_camera_view(s, s.camera, Vector(co))
        return Vector((v.x * w, (1 - v.y) * h))

    corners = [pixel((x, y, z)) for x in (lo.x, hi.x) for y in (lo.y, hi.y) for z in (lo.z, hi.z)]
    foot_world = Vector(((lo.x + hi.x) / 2, (lo.y + hi.y) / 2, lo.z))
    foot = pixel(foot_world)

    def shines(obj):
        if obj.data.type != 'AREA' and obj.data.type != 'SPOT':
            return True
        axis = obj.matrix_world.to_3x3() @ Vector((0, 0, -1))
        return axis.dot(foot_world - obj.matrix_world.translation) > 0

    lights = [o for o in s.objects if o.type == 'LIGHT' and o not in product and not o.hide_render and o.data.energy > 0 and shines(o)]
    shadow = Vector((0, -1))
    if lights:
        key = max(lights, key=lambda o: o.data.energy)
        away = foot_world - key.matrix_world.translation
        away.z = 0
        if away.length < 1e-4:
            away = Vector((0, 1, 0))
        step = pixel(foot_world + away.normalized() * max(hi.z - lo.z, 0.02) * 0.5) - foot
        if step.length > 1e-6:
            shadow = step.normalized()
        print(f"placement {key.name}: shadow {tuple(round(c, 3) for c in shadow)}", flush=True)
    return {
        'width': w, 'height': h,
        'foot': [round(foot.x, 2), round(foot.y, 2)],
        'box': [round(min(c.x for c in corners), 2), round(min(c.y for c in corners), 2), round(max(c.x for c in corners), 2), round(max(c.y for c in corners), 2)],
        'shadow': [round(shadow.x, 4), round(shadow.y, 4)],
    }


def hide_product(product):
    for obj in product:
        obj.hide_render = True


def mask_only(s, product):
    """The product's true coverage in the alpha: everything else is a holdout, still in front of it."""
    s.render.film_transparent = True
    s.render.image_settings.color_mode = 'RGBA'
    s.cycles.samples = 8
    for obj in s.objects:
        if obj.type == 'MESH' and obj not in product:
            obj.is_holdout = True


def scene(shot):
    bpy.ops.wm.read_factory_settings(use_empty=True)
    random.seed(shot['name'])
    s = bpy.context.scene
    s.render.engine = 'CYCLES'
    s.cycles.device = 'CPU'
    s.cycles.samples = shot.get('samples', 40)
    s.cycles.use_denoising = False
    s.cycles.use_adaptive_sampling = True
    s.cycles.adaptive_threshold = shot.get('threshold', 0.02)
    s.cycles.max_bounces = shot.get('bounces', 6)
    s.cycles.transmission_bounces = shot.get('bounces', 6)
    s.cycles.glossy_bounces = shot.get('glossy', 4)
    s.cycles.diffuse_bounces = shot.get('diffuse', 3)
    s.cycles.caustics_reflective = False
    s.cycles.caustics_refractive = False
    s.cycles.blur_glossy = 1.0
    # clamped fireflies and filtered glossy: the speckle in glass, glaze and dark backdrops
    s.cycles.sample_clamp_direct = 20.0
    s.cycles.sample_clamp_indirect = 2.5
    s.render.resolution_x, s.render.resolution_y = shot.get('size', [800, 1000])
    s.render.resolution_percentage = 100
    s.render.film_transparent = False
    s.view_settings.view_transform = 'Filmic'
    s.view_settings.exposure = shot.get('exposure', 0.0)
    s.render.image_settings.file_format = 'PNG'
    s.render.image_settings.color_depth = '8'
    s.render.threads_mode = 'AUTO'

    kind = shot['look'] if shot.get('look') in ('snapshot', 'clay') else 'studio'
    if kind == 'snapshot' and shot.get('setting'):
        # a phone's auto exposure in a room: a little darker than the studio's
        s.view_settings.exposure = shot.get('exposure', -0.6)
    if kind == 'studio':
        s.view_settings.look = shot.get('contrast', 'Medium High Contrast')
    else:
        s.view_settings.look = 'None'
    # product first so the set can be sized around it
    product_objects_before = set(bpy.data.objects)
    size = PRODUCTS[shot['product']](shot.get('colors', {}))
    product_objects = [o for o in bpy.data.objects if o not in product_objects_before]
    if kind == 'studio':
        lift = studio(shot, size)
    elif kind == 'snapshot':
        lift = snapshot(shot, size)
        if shot.get('clutter'):
            lo, hi = bounds(product_objects)
            clutter(shot, max(-lo.x, -lo.y, hi.x, hi.y))
    else:
        lift = clay(shot, size)
        gray = principled('clay', '#d6d3cf', roughness=0.6)
        for obj in product_objects:
            if obj.type == 'MESH':
                obj.data.materials.clear()
                obj.data.materials.append(gray)
            if obj.type == 'LIGHT':
                obj.data.energy = 0
    for obj in product_objects:
        if obj.parent is None:
            obj.location.z += lift
    rot = shot.get('turn', 0)
    if rot:
        for obj in product_objects:
            if obj.parent is None:
                obj.rotation_euler.rotate(Euler((0, 0, math.radians(rot))))
                obj.location.rotate(Euler((0, 0, math.radians(rot))))
    cam = shot.get('camera', {})
    height = size
    if kind == 'snapshot':
        # a phone's wide lens held close (a little distortion), off to one side and tilted
        lens = cam.get('lens', 26)
        frame = cam.get('frame', height / 0.38)
        d = frame / 2 / math.tan(math.atan(18 / lens))
        elev = math.radians(cam.get('elevation', 40))
        target = (cam.get('x', 0), cam.get('y', 0), height * 0.4 + lift)
        side = cam.get('side', 0.25)
        camera((target[0] + d * side, target[1] - d * math.cos(elev), target[2] + d * math.sin(elev)), target, lens=lens, roll=cam.get('roll', 4))
    else:
        lens = cam.get('lens', 85)
        frame = cam.get('frame', height / shot.get('fill', 0.6))
        d = frame / 2 / math.tan(math.atan(18 / lens))
        elev = math.radians(cam.get('elevation', 10))
        az = math.radians(cam.get('azimuth', 0))
        target = (cam.get('x', 0), 0, cam.get('target', height * 0.5) + lift)
        loc = (target[0] + d * math.cos(elev) * math.sin(az), -d * math.cos(elev) * math.cos(az), target[2] + d * math.sin(elev))
        # focused on the product's front (its label; at most 3.5 cm before its axis, a cup's saucer is wider), not its axis: at f/2.8 the axis leaves the print soft
        lo, hi = bounds(product_objects)
        front = cam['front'] if 'front' in cam else max(0.0, min(-lo.y, hi.y, -lo.x, hi.x, 0.035))
        focus = math.dist(loc, target) - front * 0.8
        camera(loc, target, lens=lens, fstop=cam.get('fstop', 2.8) if kind == 'studio' else None, focus=focus)
    return s, product_objects


def main():
    argv = sys.argv[sys.argv.index('--') + 1:]
    shots_file, out_dir, names = argv[0], argv[1], set(argv[2:])
    with open(shots_file) as f:
        shots = json.load(f)['shots']
    for shot in shots:
        if names and shot['name'] not in names:
            continue
        start = time.time()
        s, product = scene(shot)
        if shot.get('hideProduct'):
            place = placement(s, product)
            hide_product(product)
            with open(f"{out_dir}/{shot['name']}.json", 'w') as f:
                json.dump(place, f)
        elif shot.get('maskOnly'):
            mask_only(s, product)
        s.render.filepath = f"{out_dir}/{shot['name']}.png"
        bpy.ops.render.render(write_still=True)
        print(f"rendered {shot['name']} in {time.time() - start:.1f} s", flush=True)


if __name__ == '__main__':
    main()
