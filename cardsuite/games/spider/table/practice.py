"""placeholder"""
from .table import SpiderTable
TABLE = SpiderTable
